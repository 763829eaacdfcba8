/** Saves a text (or the bytes of a file written in the browser, an .xlsx say) as a file through the browser's download. */
export function downloadTextFile(fileName: string, text: string | Blob, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once the click has been handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
