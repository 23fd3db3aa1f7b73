// Converting the composed answer's `[citation:N]` markers to a site's own markers and back.

const CITATION = /\[citation:(\d+)\]/g;
const CITATION_RUN = /(?:\[citation:\d+\])+/g;

/** every marker on its own: `[citation:3]` → marker(3) */
export function mapCitations(markdown: string, marker: (n: number) => string): string {
  return markdown.replace(CITATION, (_m, n: string) => marker(Number(n)));
}

/** adjacent markers as one group: `[citation:1][citation:2]` → group([1, 2]) (yuanbao `[1,2](@ref)`) */
export function mapCitationGroups(markdown: string, group: (ns: number[]) => string): string {
  return markdown.replace(CITATION_RUN, (run) => group([...run.matchAll(CITATION)].map((m) => Number(m[1]))));
}

/** the cited numbers, in order of first appearance */
export function citationNumbers(markdown: string): number[] {
  return [...new Set([...markdown.matchAll(CITATION)].map((m) => Number(m[1])))];
}
