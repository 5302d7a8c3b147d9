import { expect, type Page } from '@playwright/test';
import { documentFile } from '../support/documents.js';

/** The four documents of /kyc-user, by their labels. */
export const KYC_DOCUMENTS = [
  'Front of the document',
  'Back of the document',
  'Selfie holding the document',
  'Proof of address',
] as const;

/** /kyc-user's form, as a member fills it. */
export class KycForm {
  constructor(private readonly page: Page) {}

  /** The details; the document type only when given (the form keeps the one shown). */
  async fill(details: { documentType?: string; number: string; country: string; born: string; address: string }) {
    const { page } = this;
    if (details.documentType) await page.getByLabel('Document type').selectOption({ label: details.documentType });
    await page.getByLabel('Document number').fill(details.number);
    await page.getByLabel('Issuing country').selectOption(details.country);
    await page.getByLabel('Date of birth').fill(details.born);
    await page.getByRole('textbox', { name: 'Address' }).fill(details.address);
  }

  upload(label: string) {
    return this.page.getByLabel(label, { exact: true }).setInputFiles(documentFile(label));
  }

  /** Uploads all four documents and waits until each says "Uploaded". */
  async uploadAll() {
    for (const label of KYC_DOCUMENTS) await this.upload(label);
    await expect(this.page.getByText('Uploaded')).toHaveCount(KYC_DOCUMENTS.length);
  }

  submit() {
    return this.page.getByRole('button', { name: 'Submit for review' }).click();
  }
}
