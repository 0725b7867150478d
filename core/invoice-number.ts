/** A tax invoice's number as printed everywhere (pages, e-mails, PDFs, file names): "INV-" and six digits. */
export const invoiceLabel = (n: number) => `INV-${String(n).padStart(6, "0")}`;
