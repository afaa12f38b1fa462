/**
 * Modelos de página de Configuración: la portada (/app/configuracion/), Mi cuenta, Cambiar contraseña y
 * la base de datos del dispositivo (recuentos por colección, almacenamiento, exportar y restablecer).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class PaginaConfiguracion {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly cuenta: Locator;
  readonly cambiarContrasena: Locator;
  readonly adminBd: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Configuración', exact: true });
    this.cuenta = pagina.getByRole('link', { name: 'Mi cuenta' });
    this.cambiarContrasena = pagina.getByRole('link', { name: 'Cambiar contraseña' });
    this.adminBd = pagina.getByRole('link', { name: 'Base de datos del dispositivo' });
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/configuracion/');
    await expect(this.titulo).toBeVisible({ timeout: 60_000 });
  }
}

export class PaginaCuenta {
  readonly pagina: Page;
  readonly titulo: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Mi cuenta' });
  }

  /** El valor mostrado para un dato ('Usuario', 'Nombre', 'Id. de técnico'…). */
  dato(etiqueta: string): Locator {
    return this.pagina.locator('dl.detalle > div').filter({ has: this.pagina.getByText(etiqueta, { exact: true }) }).locator('dd');
  }
}

export class PaginaCambiarContrasena {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly actual: Locator;
  readonly nueva: Locator;
  readonly repetida: Locator;
  readonly cambiar: Locator;
  readonly error: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Cambiar contraseña' });
    this.actual = pagina.getByLabel('Contraseña actual');
    this.nueva = pagina.getByLabel('Contraseña nueva', { exact: true });
    this.repetida = pagina.getByLabel('Repite la contraseña nueva');
    this.cambiar = pagina.getByRole('button', { name: 'Cambiar contraseña' });
    this.error = pagina.getByRole('alert');
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/configuracion/cambiarcontrasena');
    await expect(this.titulo).toBeVisible({ timeout: 60_000 });
  }

  async enviar(actual: string, nueva: string, repetida = nueva): Promise<void> {
    await this.actual.fill(actual);
    await this.nueva.fill(nueva);
    await this.repetida.fill(repetida);
    await this.cambiar.click();
  }
}

export class PaginaAdminBd {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly usado: Locator;
  readonly cuota: Locator;
  readonly persistente: Locator;
  readonly pedirPersistente: Locator;
  readonly pendientes: Locator;
  readonly exportarCola: Locator;
  readonly restablecer: Locator;
  readonly error: Locator;
  readonly dialogo: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Base de datos del dispositivo' });
    this.usado = pagina.getByTestId('bd-usado');
    this.cuota = pagina.getByTestId('bd-cuota');
    this.persistente = pagina.getByTestId('bd-persistente');
    this.pedirPersistente = pagina.getByRole('button', { name: 'Pedir almacenamiento persistente' });
    this.pendientes = pagina.getByTestId('bd-pendientes');
    this.exportarCola = pagina.getByRole('button', { name: 'Exportar cola' });
    this.restablecer = pagina.getByRole('button', { name: 'Restablecer base de datos' });
    this.error = pagina.getByRole('alert');
    this.dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/configuracion/admin-bd');
    await expect(this.titulo).toBeVisible({ timeout: 60_000 });
  }

  /** Celda con el número de documentos de una colección (nombre interno: 'partetrabajo', 'syncupload'…). */
  recuento(coleccion: string): Locator {
    return this.pagina.locator(`tr[data-coleccion="${coleccion}"] td`);
  }
}
