import { expect, type Locator, type Page } from '@playwright/test';
import { png } from '../../apps/server/test/png.js';

/** A chat box: the member's floating 'Live Chat' panel, or a thread of the operators' support inbox. */
export class ChatBox {
  constructor(readonly root: Locator) {}

  static memberPanel(page: Page) {
    return new ChatBox(page.getByRole('dialog', { name: 'Live Chat' }));
  }

  static supportThread(page: Page) {
    return new ChatBox(page.getByRole('region', { name: 'Conversation' }));
  }

  get input() {
    return this.root.getByPlaceholder('Type something...');
  }

  get messages() {
    return this.root.getByTestId('chat-message');
  }

  async send(text: string) {
    await this.input.fill(text);
    await this.root.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(this.input).toHaveValue('');
  }

  async attach(name = 'photo.png') {
    await this.root.getByLabel('Image to attach').setInputFiles({ name, mimeType: 'image/png', buffer: png(160, 100) });
    await expect(this.root.getByRole('img', { name: 'Selected image' })).toBeVisible();
  }

  async removeAttachment() {
    await this.root.getByRole('button', { name: 'Remove the image' }).click();
    await expect(this.root.getByRole('img', { name: 'Selected image' })).toHaveCount(0);
  }
}
