import type { Budget } from '../budget.ts';
import type { SchemaNode } from './schema-node.ts';
import { findPersons } from './schema-person.ts';

/**
 * Person nodes from the page's JSON-LD blocks. Blocks are parsed as data (JSON.parse), never run;
 * oversized and invalid blocks are skipped with a note.
 */
export function jsonLdPersons(doc: Document, budget: Budget): SchemaNode[] {
  const roots: unknown[] = [];
  for (const script of doc.querySelectorAll('script[type="application/ld+json" i]')) {
    const raw = script.textContent ?? '';
    if (raw.length > budget.limits.maxJsonLdChars) {
      budget.note({ code: 'json-ld-too-large' });
      continue;
    }
    try {
      roots.push(JSON.parse(raw));
    } catch {
      budget.note({ code: 'json-ld-invalid' });
    }
    if (budget.expired()) {
      budget.note({ code: 'time-ran-out', part: 'json-ld' });
      break;
    }
  }
  return findPersons(roots);
}
