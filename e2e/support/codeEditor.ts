import type { Locator, Page } from '@playwright/test';

/**
 * Replaces the text of a CodeMirror editor (`editor` holds its `.cm-content`) the way a user's
 * paste does, so line breaks (NDJSON's too) arrive as typed.
 */
export async function pasteInto(page: Page, editor: Locator, text: string): Promise<void> {
  const content = editor.locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await content.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
