import * as fs from 'node:fs';
import * as path from 'node:path';

/** How to start `cairn lsp`: a program and its arguments. */
export interface ServerCommand {
  readonly command: string;
  readonly args: string[];
  /** The jar Java runs, when Cairn runs from a jar (so a missing program means a missing Java). */
  readonly jar?: string;
}

/** Where the user said Cairn and Java are (the `cairn.path` and `cairn.java` settings; empty: unset). */
export interface CairnPaths {
  readonly cairn?: string;
  readonly java?: string;
}

/** The JVM options of the repository's `cairn` launcher: room for deep policies. */
const JAVA_OPTIONS = ['-Xss4m'];

/** The arguments after the program's own. */
const LSP_ARGS = ['lsp', '--stdio'];

/**
 * Finds Cairn: the configured path (a jar runs with Java, anything else is executed); else the jar
 * bundled in the extension; else `cairn` on the PATH.
 *
 * @throws Error naming the configured path when it does not exist
 */
export function serverCommand(
  paths: CairnPaths,
  bundledJar: string,
  env: NodeJS.ProcessEnv,
  exists: (file: string) => boolean = fs.existsSync,
): ServerCommand {
  const configured = paths.cairn?.trim();
  if (configured) {
    if (!exists(configured)) {
      throw new Error(`Cairn: the setting cairn.path names ${configured}, which does not exist.`);
    }
    return configured.endsWith('.jar')
      ? viaJava(configured, paths.java, env, exists)
      : { command: configured, args: [...LSP_ARGS] };
  }
  if (exists(bundledJar)) {
    return viaJava(bundledJar, paths.java, env, exists);
  }
  return { command: 'cairn', args: [...LSP_ARGS] };
}

function viaJava(
  jar: string,
  java: string | undefined,
  env: NodeJS.ProcessEnv,
  exists: (file: string) => boolean,
): ServerCommand {
  const configured = java?.trim();
  let command = 'java';
  if (configured) {
    command = configured;
  } else if (env.JAVA_HOME) {
    const fromHome = path.join(env.JAVA_HOME, 'bin', process.platform === 'win32' ? 'java.exe' : 'java');
    command = exists(fromHome) ? fromHome : 'java';
  }
  return { command, args: [...JAVA_OPTIONS, '-jar', jar, ...LSP_ARGS], jar };
}

/** The message for a server that could not be started at all (ENOENT). */
export function notFound(command: ServerCommand): string {
  if (command.jar !== undefined) {
    return (
      `Cairn needs Java 17 or later to run ${command.jar}, and '${command.command}' was not found. ` +
      'Install Java 17+ and put java on the PATH, set JAVA_HOME, or set cairn.java.'
    );
  }
  return (
    `Cairn: '${command.command}' was not found. Set cairn.path to a cairn.jar or a cairn launcher, ` +
    'or put cairn on the PATH.'
  );
}
