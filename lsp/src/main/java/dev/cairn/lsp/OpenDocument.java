package dev.cairn.lsp;

import java.nio.file.Path;

/**
 * A document the editor has open, as its buffer is now (saved or not).
 *
 * @param path the file, or null for a URI that is not a file (an unsaved buffer)
 * @param languageId the editor's language, which chooses the parser when the name does not
 */
record OpenDocument(String uri, Path path, String languageId, int version, String text) {
  OpenDocument withText(int newVersion, String newText) {
    return new OpenDocument(uri, path, languageId, newVersion, newText);
  }
}
