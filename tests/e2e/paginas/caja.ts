/**
 * Modelos de página de la caja: la lista de movimientos (/app/movimientos-caja/, con la caja y el saldo
 * arriba) y el alta de un movimiento (/app/movimientos-caja/add) con su formulario declarado.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface DatosMovimiento {
  tipo: 'Ingreso' | 'Gasto';
  /** Como se escribe: '12,35'. */
  importe: string;
  concepto: string;
  categoria: 'Combustible' | 'Dietas' | 'Material' | 'Aparcamiento y peajes' | 'Ingreso del banco' | 'Otros';
}

export class PaginaCaja {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly saldo: Locator;
  readonly caja: Locator;
  readonly nuevo: Locator;
  readonly grafico: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Movimientos de caja', level: 1 });
    this.saldo = pagina.getByTestId('saldo-caja');
    this.caja = pagina.getByLabel('Caja', { exact: true });
    this.nuevo = pagina.getByRole('link', { name: 'Nuevo movimiento' });
    this.grafico = pagina.getByTestId('grafico-saldo');
  }

  async abrir(idcaja?: string): Promise<void> {
    await this.pagina.goto(`/app/movimientos-caja/${idcaja === undefined ? '' : `?idcaja=${idcaja}`}`);
    await expect(this.titulo).toBeVisible();
  }

  /** La fila del movimiento que contiene el texto. */
  fila(texto: string): Locator {
    return this.pagina.getByRole('row').filter({ hasText: texto });
  }

  /** Desde la lista: 'Nuevo movimiento', rellena y guarda; devuelve el id del movimiento (su ficha). */
  async registrar(d: DatosMovimiento): Promise<string> {
    await this.nuevo.click();
    const p = this.pagina;
    await expect(p.getByRole('heading', { name: 'Nuevo movimiento', level: 1 })).toBeVisible();
    await p.getByLabel('Tipo', { exact: true }).selectOption({ label: d.tipo });
    await p.getByLabel('Importe (€)').fill(d.importe);
    await p.getByLabel('Concepto', { exact: true }).fill(d.concepto);
    await p.getByLabel('Categoría', { exact: true }).selectOption({ label: d.categoria });
    await p.getByRole('button', { name: 'Guardar movimiento' }).click();
    await expect(p.getByText('Movimiento guardado')).toBeVisible();
    await expect(p).toHaveURL(/\/movimientos-caja\/[^/?]+$/);
    const m = /\/movimientos-caja\/([^/?]+)$/.exec(new URL(p.url()).pathname);
    if (!m?.[1] || m[1] === 'add') throw new Error(`no se abrió la ficha del movimiento: ${p.url()}`);
    await expect(p.getByRole('heading', { name: 'Movimiento de caja', level: 1 })).toBeVisible();
    return m[1];
  }
}
