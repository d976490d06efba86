// The consent documents' plain-text markup (what administrators type in the back office): paragraphs separated by
// a blank line, "## " starts a heading, lines starting "- " form a list. Nothing else is interpreted, so a text can
// hold no HTML: the page renders the blocks as React elements.

export type ConsentBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function consentBlocks(text: string): ConsentBlock[] {
  const blocks: ConsentBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim()).filter(Boolean);
    let paragraph: string[] = [];
    const endParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        endParagraph();
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (line.startsWith('- ')) {
        endParagraph();
        const last = blocks.at(-1);
        if (last?.kind === 'list') last.items.push(line.slice(2).trim());
        else blocks.push({ kind: 'list', items: [line.slice(2).trim()] });
      } else {
        // A paragraph after a list in the same chunk starts a new block.
        paragraph.push(line);
      }
    }
    endParagraph();
  }
  return blocks;
}
