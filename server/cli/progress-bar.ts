// A one-line progress bar on a terminal's stderr, redrawn in place; commands show it only on a TTY.

export function progressBar(): (done: number, total: number, label?: string) => void {
  let last = '';
  return (done, total, label) => {
    const width = 30;
    const filled = total ? Math.round((done / total) * width) : width;
    const key = `${label ?? ''}:${filled}`;
    if (key === last && done !== total) return;
    last = key;
    const text = `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${label ? ` ${label}` : ''}`;
    process.stderr.write(`${text}\x1b[K`);
  };
}
