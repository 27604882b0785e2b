/** Saves a blob as a file download (the browser's own save flow), then frees its address. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
