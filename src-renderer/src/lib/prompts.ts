// Prompts pasted (one per line) or imported from a CSV/XLSX file's first column.
import Papa from 'papaparse';

export const MAX_PROMPTS = 50;

/** header cells that name the column rather than being a question */
const HEADERS = new Set(['prompt', 'prompts', 'question', 'questions', '问题', '提示词', '问句']);

export function parsePromptLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

function fromCells(cells: unknown[]): string[] {
  const out = cells.map((c) => (c === null || c === undefined ? '' : String(c).trim())).filter(Boolean);
  if (out.length && HEADERS.has(out[0]!.toLowerCase())) out.shift();
  return out;
}

export function promptsFromCsv(text: string): string[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  return fromCells(parsed.data.map((row) => row[0]));
}

/** ExcelJS is large: loaded only when someone imports a workbook */
export async function promptsFromXlsx(data: ArrayBuffer): Promise<string[]> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data);
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  const cells: unknown[] = [];
  // .text renders any cell kind (rich text, formula result, number, hyperlink) as the sheet shows it
  sheet.eachRow((row) => cells.push(row.getCell(1).text));
  return fromCells(cells);
}

export async function promptsFromFile(file: File): Promise<string[]> {
  if (/\.xlsx$/i.test(file.name)) return promptsFromXlsx(await file.arrayBuffer());
  return promptsFromCsv(await file.text());
}
