/** The invoice and receipt routes answer PDF files. */
import { fileResponse } from "../../http/responses.js";

export const invoicePdfResponse = fileResponse("application/pdf", "The proposal's invoice");
export const receiptPdfResponse = fileResponse("application/pdf", "A payment's receipt");
