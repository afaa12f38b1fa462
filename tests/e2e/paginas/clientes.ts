/**
 * Modelos de página de los clientes: la lista (/app/clientes/, sobre la lista genérica), la ficha
 * (/app/clientes/{id}) con su tarjeta de datos y el enlace 'Modificar', y el formulario de edición
 * (/app/clientes/{id}/edit) con NIF, correo electrónico, observaciones y 'Guardar'.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { PaginaLista } from './lista';

export class PaginaClientes extends PaginaLista {
  constructor(pagina: Page) {
    super(pagina, 'Clientes');
  }

  /** Espera a que la lista tenga filas (la descarga inicial puede tardar). */
  async esperarFilas(): Promise<void> {
    await expect(this.filas.first()).toBeVisible({ timeout: 180_000 });
  }

  /** El nombre del cliente de la primera fila visible. */
  async primerNombre(): Promise<string> {
    return (await this.filas.first().locator('td.col-nombre').innerText()).trim();
  }

  /** Abre la ficha del cliente de la fila que muestra ese nombre. */
  async abrirCliente(nombre: string): Promise<PaginaCliente> {
    await this.filas.filter({ hasText: nombre }).first().getByRole('link').first().click();
    const ficha = new PaginaCliente(this.pagina, nombre);
    await expect(ficha.titulo).toBeVisible();
    return ficha;
  }
}

export class PaginaCliente {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly tarjetaDatos: Locator;
  readonly modificar: Locator;

  constructor(pagina: Page, nombre: string) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: nombre, level: 1 });
    this.tarjetaDatos = pagina.getByRole('region', { name: 'Datos del cliente' });
    this.modificar = pagina.getByRole('link', { name: 'Modificar', exact: true });
  }

  /** El valor (dd) del dato con esa etiqueta (dt). */
  dato(etiqueta: string): Locator {
    return this.tarjetaDatos.locator('div').filter({ has: this.pagina.locator('dt', { hasText: new RegExp(`^${etiqueta}$`) }) }).locator('dd');
  }

  idDeUrl(): string {
    const m = /\/app\/clientes\/([^/?#]+)/.exec(new URL(this.pagina.url()).pathname);
    if (!m?.[1]) throw new Error(`La URL ${this.pagina.url()} no es la de un cliente`);
    return decodeURIComponent(m[1]);
  }
}

export class PaginaEditarCliente {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly nif: Locator;
  readonly email: Locator;
  readonly observaciones: Locator;
  readonly guardar: Locator;
  readonly guardado: Locator;
  readonly revisar: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Modificar cliente', level: 1 });
    this.nif = pagina.getByLabel('NIF', { exact: true });
    this.email = pagina.getByLabel('Correo electrónico', { exact: true });
    this.observaciones = pagina.getByLabel('Observaciones', { exact: true });
    this.guardar = pagina.getByRole('button', { name: 'Guardar' });
    this.guardado = pagina.getByText('Cambios guardados');
    this.revisar = pagina.getByText('Revisa los campos marcados antes de guardar.');
  }

  /** El mensaje de error que el campo anuncia, p. ej. 'El DNI no es correcto'. */
  error(campo: Locator, mensaje: string): Locator {
    return this.pagina.locator('.campo').filter({ has: campo }).getByText(mensaje, { exact: true });
  }
}
