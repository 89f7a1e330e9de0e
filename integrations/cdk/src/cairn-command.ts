import * as fs from 'node:fs';
import * as path from 'node:path';

/** How to start Cairn: a program and the arguments that come before `scan`. */
export interface CairnCommand {
  readonly program: string;
  readonly prefix: string[];
  /** The jar Java runs, when Cairn runs from a jar (so a missing program means a missing Java). */
  readonly jar?: string;
}

/** What the validator was told about where Cairn and Java are. */
export interface CairnLocation {
  /** A `cairn.jar` or a `cairn` launcher. */
  readonly cairn?: string;
  /** The Java executable for a jar. */
  readonly java?: string;
}

/** The JVM options of the repository's `cairn` launcher for a batch command: room for deep policies, a small collector. */
const JAVA_OPTIONS = ['-XX:+UseSerialGC', '-XX:NewSize=16m', '-Xss4m'];

/** The jar an npm package of this plugin carries, beside its `dist/`. */
export const PACKED_JAR = path.resolve(__dirname, '..', 'cairn.jar');

/**
 * Finds Cairn: the explicit `cairn` path (a jar runs with Java, anything else is executed); else the
 * jar packed inside this npm package; else `cairn` on the PATH.
 */
export function cairnCommand(
  location: CairnLocation,
  packedJar: string = PACKED_JAR,
  env: NodeJS.ProcessEnv = process.env,
): CairnCommand {
  if (location.cairn !== undefined) {
    const given = path.resolve(location.cairn);
    if (!fs.existsSync(given)) {
      throw new Error(`CairnValidator: the cairn path ${given} does not exist`);
    }
    return given.endsWith('.jar') ? viaJava(given, location.java, env) : { program: given, prefix: [] };
  }
  if (fs.existsSync(packedJar)) {
    return viaJava(packedJar, location.java, env);
  }
  return { program: 'cairn', prefix: [] };
}

function viaJava(jar: string, java: string | undefined, env: NodeJS.ProcessEnv): CairnCommand {
  const program = java ?? (env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : 'java');
  return { program, prefix: [...JAVA_OPTIONS, '-jar', jar], jar };
}

/** The message for a program that could not be started at all. */
export function notFound(command: CairnCommand): string {
  if (command.jar !== undefined) {
    return (
      `CairnValidator: Cairn needs Java 17 or later to run ${command.jar}, and '${command.program}' was not found. ` +
      'Install Java 17+ and put java on the PATH, set JAVA_HOME, or pass the `java` prop.'
    );
  }
  return (
    `CairnValidator: '${command.program}' was not found. Pass the \`cairn\` prop (a cairn.jar or a cairn launcher), ` +
    'install this package with its packed cairn.jar, or put cairn on the PATH.'
  );
}
