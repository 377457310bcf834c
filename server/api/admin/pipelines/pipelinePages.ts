import type { Pipeline } from '../../../../runtime/generated/entities';
import type { ForecastRow } from './forecast';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (found) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[found] ?? found);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}td.n{text-align:right}</style>
</head><body>${body}</body></html>`;
}

function summary(pipeline: Pipeline): string {
  return `<dl>
<dt>Status</dt><dd data-status="${escapeHtml(pipeline.status)}">${escapeHtml(pipeline.status)}: ${escapeHtml(pipeline.message)}</dd>
<dt>Week</dt><dd>${escapeHtml(pipeline.weekCode)}</dd>
<dt>Warehouses</dt><dd>${escapeHtml(pipeline.warehouse_sku)}</dd>
<dt>Finetuning</dt><dd>${escapeHtml(pipeline.finetuning)}</dd>
<dt>Triggered by</dt><dd>${escapeHtml(pipeline.user)} at ${escapeHtml(pipeline.createdAt)}</dd>
</dl>`;
}

/** The pipeline's own page (its webUrl): what it is and where it stands. */
export function pipelinePage(pipeline: Pipeline): string {
  return page(
    `Pipeline ${pipeline.pipelineId}`,
    `<h1>Pipeline ${pipeline.pipelineId}</h1>${summary(pipeline)}<p><a href="${escapeHtml(pipeline.fileName)}">Prediction</a></p>`,
  );
}

/** The prediction page (its fileName): the forecast table once the pipeline succeeded, its state before. */
export function predictionPage(pipeline: Pipeline, rows: readonly ForecastRow[]): string {
  const title = `Inventory prediction for week ${pipeline.weekCode}`;
  if (pipeline.status !== 'success') {
    return page(title, `<h1>${escapeHtml(title)}</h1><p>There is no prediction yet: pipeline ${pipeline.pipelineId} is ${escapeHtml(pipeline.status)}.</p>${summary(pipeline)}`);
  }
  const lines = rows
    .map((row) => `<tr><td>${escapeHtml(row.warehouse)}</td><td>${escapeHtml(row.sku)}</td><td>${escapeHtml(row.title)}</td><td class="n">${row.quantity}</td></tr>`)
    .join('\n');
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>${summary(pipeline)}
<table><thead><tr><th>Warehouse</th><th>SKU</th><th>Product</th><th>Predicted units</th></tr></thead>
<tbody>
${lines}
</tbody></table>`,
  );
}
