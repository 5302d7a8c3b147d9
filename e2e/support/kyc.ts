import type { BrowserContext } from '@playwright/test';
import { DOCUMENT_PNG } from './documents.js';
import { serverURL } from './server-url.js';

/**
 * The signed-in member uploads the four documents and submits them for review through the API,
 * unless a submission is already waiting: the KYC queue then has something of theirs to show.
 */
export async function submitKyc(member: BrowserContext): Promise<void> {
  const headers = { origin: serverURL() };
  const state = (await (await member.request.get('/api/kyc')).json()) as { status: string };
  if (state.status === 'pending') return;
  const documents: Record<string, string> = {};
  for (const document of ['front', 'back', 'selfie', 'proofOfAddress']) {
    const res = await member.request.post(`/api/kyc/documents/${document}`, {
      multipart: { file: { name: `${document}.png`, mimeType: 'image/png', buffer: DOCUMENT_PNG } },
      headers,
    });
    if (!res.ok()) throw new Error(`upload ${document}: ${res.status()} ${await res.text()}`);
    documents[document] = ((await res.json()) as { id: string }).id;
  }
  const submitted = await member.request.post('/api/kyc/submissions', {
    data: {
      documentType: 'national_id',
      documentNumber: 'ID-55120',
      issuingCountry: 'Spain',
      dateOfBirth: '1990-04-12',
      address: 'Calle Mayor 12, 28013 Madrid',
      documents,
    },
    headers,
  });
  if (!submitted.ok()) throw new Error(`submit: ${submitted.status()} ${await submitted.text()}`);
}
