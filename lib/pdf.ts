// pdfkit, loaded when the process writes its first PDF (a scorecard, a start list, a result list).
// Loaded with the routes that can answer a PDF, it and its font and Unicode tables took about 5 MB
// of heap and 20 MB resident in every server, most of which never writes one: the public result list
// is read on every screen at a match, as JSON.
import "server-only";

export async function pdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import("pdfkit");
  return new PDFDocument(options);
}
