/**
 * Hands a file to the browser as a download: an object URL of the blob on a hidden `<a download>`,
 * clicked then removed (the page's CSP limits images and scripts, not the address of a download).
 */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
