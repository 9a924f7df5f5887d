/** The formats of the privacy export: JSON for a machine, HTML for the customer to read. */
export type CustomerExportFormat = 'json' | 'html';

/**
 * `GET /api/customers/{id}/export?format=`: everything held about the customer (GDPR art. 15
 * and 20). The server answers it as an attachment, so a link downloads it.
 */
export const customerExportUrl = (id: number, format: CustomerExportFormat) =>
  `/api/customers/${id}/export?${new URLSearchParams({ format })}`;
