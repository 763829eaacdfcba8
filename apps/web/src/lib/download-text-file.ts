/** Hands a file's bytes to the browser as a download under this name. */
export function saveFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has started from the object URL; it can go once the click has been handled.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Saves a text (or the bytes of a file written in the browser, an .xlsx say) as a file through the browser's download. */
export function downloadTextFile(fileName: string, text: string | Blob, type = 'text/csv;charset=utf-8') {
  saveFile(fileName, new Blob([text], { type }));
}
