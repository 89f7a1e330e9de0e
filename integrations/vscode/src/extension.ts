import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions } from 'vscode-languageclient/node';
import { notFound, serverCommand, ServerCommand } from './server-command';
import { serverSettings } from './settings';

/** The languages whose documents Cairn checks (the server also skips what it cannot read). */
const LANGUAGES = ['yaml', 'json', 'jsonc', 'dockerfile', 'terraform', 'hcl', 'toml'];

/** Files whose change makes the server load the policies again. */
const POLICY_FILES = '**/*.{rego,guard,yaml,yml,json}';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const config = vscode.workspace.getConfiguration('cairn');
  let command: ServerCommand;
  try {
    command = serverCommand(
      { cairn: config.get<string>('path'), java: config.get<string>('java') },
      path.join(context.extensionPath, 'cairn.jar'),
      process.env,
    );
  } catch (e) {
    void vscode.window.showErrorMessage((e as Error).message);
    return;
  }
  const serverOptions: ServerOptions = { command: command.command, args: command.args };
  const clientOptions: LanguageClientOptions = {
    documentSelector: LANGUAGES.flatMap((language) => [
      { scheme: 'file', language },
      { scheme: 'untitled', language },
    ]),
    initializationOptions: serverSettings(config),
    synchronize: {
      configurationSection: 'cairn',
      fileEvents: vscode.workspace.createFileSystemWatcher(POLICY_FILES),
    },
  };
  client = new LanguageClient('cairn', 'Cairn', serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('cairn.path') || e.affectsConfiguration('cairn.java')) {
        void vscode.window.showInformationMessage('Cairn: reload the window to use the new cairn.path or cairn.java.');
      }
    }),
  );
  try {
    await client.start();
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    void vscode.window.showErrorMessage(err.code === 'ENOENT' ? notFound(command) : `Cairn: ${err.message}`);
  }
}

export async function deactivate(): Promise<void> {
  if (client) {
    await client.stop();
  }
}
