// Tables to files the analyst opens in Excel: XLSX via ExcelJS (loaded on demand), CSV via
// PapaParse with a BOM so Excel reads the Chinese text as UTF-8.
import Papa from 'papaparse';

export interface Column<T> {
  header: string;
  value: (row: T) => string | number | null;
  width?: number;
}

export function toCsv<T>(rows: T[], columns: Column<T>[]): string {
  return '\uFEFF' + Papa.unparse({ fields: columns.map((c) => c.header), data: rows.map((r) => columns.map((c) => c.value(r) ?? '')) });
}

export async function toXlsx<T>(rows: T[], columns: Column<T>[], sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  for (const r of rows) ws.addRow(columns.map((c) => c.value(r) ?? ''));
  ws.getRow(1).font = { bold: true };
  const buf = await wb.xlsx.writeBuffer();
  return new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function download(name: string, content: Blob | string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
