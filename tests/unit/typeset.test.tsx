import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { typeset } from '@/components/ui/typeset';

const html = (text: string) => renderToStaticMarkup(<>{typeset(text)}</>);

describe('typeset', () => {
  it('keeps a figure and its unit on one line', () => {
    expect(html('Сплит-система WS-35R32, 3,5 кВт')).toContain('3,5\u00A0кВт');
    expect(html('Chiller ACH-020S, 20.5 kW')).toContain('20.5\u00A0kW');
    expect(html('Portata 1200 m³/h')).toContain('1200\u00A0m³/h');
  });

  it('keeps a model code on one line, hyphen or slash included', () => {
    expect(html('Настенная сплит-система WS-25R32, 2,5 кВт')).toContain('<span class="whitespace-nowrap">WS-25R32</span>');
    expect(html('Ventilconvettore FCU 400/4T')).toContain('<span class="whitespace-nowrap">400/4T</span>');
  });

  it('leaves plain text alone', () => {
    expect(html('Condizionatori per uffici')).toBe('Condizionatori per uffici');
  });
});
