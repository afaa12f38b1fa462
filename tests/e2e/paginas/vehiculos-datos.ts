/**
 * Modelos de página de la furgoneta (/app/vehiculos/: material, stock y descargar, con sus líneas por
 * artículo y la 'Confirmación') y de los datos personalizados (/app/datos/{id}/{idtabla} y /edit).
 */
import { expect, type Locator, type Page } from '@playwright/test';

const escapar = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class PaginaVehiculo {
  readonly pagina: Page;
  readonly busqueda: Locator;
  readonly filas: Locator;
  readonly lineas: Locator;
  readonly destino: Locator;
  readonly descargar: Locator;
  readonly avisoExistencias: Locator;
  readonly dialogo: Locator;
  readonly porConciliar: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.busqueda = pagina.getByLabel('Buscar artículo');
    this.filas = pagina.locator('table.tabla-datos tbody tr');
    this.lineas = pagina.locator('.linea-descarga');
    this.destino = pagina.getByLabel('Almacén de destino');
    this.descargar = pagina.getByRole('button', { name: 'Descargar', exact: true });
    this.avisoExistencias = pagina.locator('.aviso-existencias');
    this.dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
    this.porConciliar = pagina.getByRole('region', { name: 'Salidas por conciliar' });
  }

  private async abrir(ruta: string, titulo: string): Promise<void> {
    await this.pagina.goto(`/app/vehiculos/${ruta}`);
    await expect(this.pagina.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
  }

  abrirMaterial = () => this.abrir('material-en-vehiculo', 'Material en el vehículo');
  abrirStock = () => this.abrir('stock', 'Stock del vehículo');
  abrirDescargar = () => this.abrir('descargar', 'Descargar el vehículo');

  /** La fila de la tabla del artículo con ese código. */
  fila(codigo: string): Locator {
    return this.filas.filter({ hasText: codigo });
  }

  casilla(codigo: string): Locator {
    return this.pagina.getByRole('checkbox', { name: new RegExp(`^${escapar(codigo)} · `) });
  }

  unidades(codigo: string): Locator {
    return this.pagina.getByLabel(`Unidades de ${codigo}`, { exact: true });
  }

  /** Deja marcadas solo las líneas de esos códigos, con esas unidades. */
  async descargarSolo(unidades: ReadonlyMap<string, number>): Promise<void> {
    await expect(this.lineas.first()).toBeVisible();
    for (const casilla of await this.pagina.locator('.linea-descarga input[type="checkbox"]').all()) {
      const nombre = (await casilla.getAttribute('id')) ?? '';
      const etiqueta = (await this.pagina.locator(`label[for="${nombre}"]`).innerText()).trim();
      const codigo = etiqueta.slice(0, etiqueta.indexOf(' · '));
      if (!unidades.has(codigo)) await casilla.uncheck();
    }
    for (const [codigo, n] of unidades) {
      await expect(this.casilla(codigo)).toBeChecked();
      await this.unidades(codigo).fill(String(n));
    }
  }
}

export class PaginaDatos {
  readonly pagina: Page;
  readonly tarjeta: Locator;
  readonly modificar: Locator;
  readonly guardar: Locator;
  readonly verSinDatos: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.tarjeta = pagina.getByRole('region', { name: 'Datos personalizados' });
    this.modificar = pagina.getByRole('link', { name: 'Modificar', exact: true });
    this.guardar = pagina.getByRole('button', { name: 'Guardar', exact: true });
    this.verSinDatos = pagina.getByRole('button', { name: 'Ver campos sin datos' });
  }

  async abrir(id: string, idtabla: number): Promise<void> {
    await this.pagina.goto(`/app/datos/${id}/${idtabla}`);
    await expect(this.pagina.getByRole('heading', { name: 'Datos personalizados', level: 1 })).toBeVisible();
  }

  campo(etiqueta: string): Locator {
    return this.pagina.getByLabel(etiqueta, { exact: true });
  }

  /** El valor (dd) del dato con esa etiqueta (dt) en la ficha. */
  dato(etiqueta: string): Locator {
    return this.tarjeta.locator('div').filter({ has: this.pagina.locator('dt', { hasText: new RegExp(`^${escapar(etiqueta)}$`) }) }).locator('dd');
  }
}
