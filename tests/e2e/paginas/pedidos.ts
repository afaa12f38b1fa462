/**
 * Modelo de página de los pedidos del almacén (/app/pedidos/): la lista y servir un pedido o una línea
 * (almacén de origen, tabla de líneas, unidades y números de serie por línea, 'Confirmación' y entregas).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class PaginaPedidos {
  readonly pagina: Page;
  readonly lineas: Locator;
  readonly entregas: Locator;
  readonly servir: Locator;
  readonly dialogo: Locator;
  readonly avisoExistencias: Locator;
  readonly almacenOrigen: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.lineas = pagina.getByRole('region', { name: 'Líneas del pedido' });
    this.entregas = pagina.getByRole('region', { name: 'Entregas' });
    this.servir = pagina.getByRole('button', { name: 'Servir', exact: true });
    this.dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
    this.avisoExistencias = pagina.locator('.aviso-existencias');
    this.almacenOrigen = pagina.getByLabel('Almacén de origen', { exact: true });
  }

  async abrirLista(): Promise<void> {
    await this.pagina.goto('/app/pedidos/');
    await expect(this.pagina.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
  }

  async abrirServir(idpedidocli: string, numero: string): Promise<void> {
    await this.pagina.goto(`/app/pedidos/${idpedidocli}/servir`);
    await this.esperarServir(numero);
  }

  async esperarServir(numero: string): Promise<void> {
    await expect(this.pagina.getByRole('heading', { name: `Servir el pedido ${numero}`, level: 1 })).toBeVisible();
    await expect(this.lineas.getByRole('table')).toBeVisible();
  }

  /** La fila de una línea en la tabla de líneas (por su descripción). */
  filaLinea(descripcion: string): Locator {
    return this.lineas.getByRole('row').filter({ has: this.pagina.getByRole('rowheader', { name: descripcion, exact: true }) });
  }

  /** Pedidas, servidas, pendientes y existencias de una línea, como se ven. */
  async cifrasLinea(descripcion: string): Promise<string[]> {
    const celdas = this.filaLinea(descripcion).getByRole('cell');
    return (await celdas.allInnerTexts()).slice(0, 4).map((t) => t.trim());
  }

  unidades(descripcion: string): Locator {
    return this.pagina.getByLabel(`Unidades a servir de ${descripcion}`, { exact: true });
  }

  series(descripcion: string): Locator {
    return this.pagina.getByLabel(`Números de serie de ${descripcion}`, { exact: true });
  }

  /** Pulsa Servir y acepta la 'Confirmación'; espera el aviso de hecho. */
  async servirYConfirmar(hecho: string): Promise<void> {
    await this.servir.click();
    await expect(this.dialogo).toBeVisible();
    await this.dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(this.pagina.getByText(hecho, { exact: true })).toBeVisible();
  }

  filasEntregas(): Locator {
    return this.entregas.locator('tbody tr[data-identrega]');
  }
}
