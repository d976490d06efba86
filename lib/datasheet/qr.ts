import QRCode from 'qrcode';

/** A QR code as one SVG path of unit squares, drawn as vectors (sharp at any print size, a few hundred bytes). */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * quiet, d };
}
