/** Saves `text` as a file through the page's own download (no extension API needed). */
export function downloadText(fileName: string, text: string, type: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the object URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
