// A package bundle (tutor/site/bundle.py's format: uint32 LE n, n bytes of JSON
// {files: [[path, size], ...], ...}, the files' bytes) written into site-packages from
// Node, as worker.js's writeBundle() does in the browser. `raw` is the unzipped bundle.
export function writeBundle(FS, sitePackages, raw, name) {
  const n = raw.readUInt32LE(0);
  const { files } = JSON.parse(raw.subarray(4, 4 + n).toString());
  let at = 4 + n;
  for (const [p, size] of files) {
    const full = sitePackages + "/" + p;
    FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    FS.writeFile(full, raw.subarray(at, at + size));
    at += size;
  }
  if (at !== raw.length) throw new Error(`${name}: ${raw.length - at} bytes left over`);
}
