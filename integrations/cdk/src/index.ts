export { CairnValidator, CairnValidatorProps } from './cairn-validator';
export { CdkSeverity } from './report-filter';
