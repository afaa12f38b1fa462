/**
 * Modelos de página del acceso: la pantalla de login (/app/) y el menú principal (/app/index) con su
 * cabecera ('Cerrar sesión').
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { CONTRASENA_DEMO } from '../soporte/api';

export class PaginaLogin {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly usuario: Locator;
  readonly contrasena: Locator;
  readonly entrar: Locator;
  readonly error: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Vigía' });
    this.usuario = pagina.getByLabel('Usuario');
    this.contrasena = pagina.getByLabel('Contraseña');
    this.entrar = pagina.getByRole('button', { name: 'Entrar' });
    this.error = pagina.getByRole('alert');
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/');
    await expect(this.titulo).toBeVisible();
  }

  /** Inicia sesión y espera el menú principal. */
  async iniciarSesion(usuario: string, contrasena = CONTRASENA_DEMO): Promise<PaginaMenu> {
    await this.abrir();
    await this.usuario.fill(usuario);
    await this.contrasena.fill(contrasena);
    await this.entrar.click();
    const menu = new PaginaMenu(this.pagina);
    await expect(menu.titulo).toBeVisible({ timeout: 60_000 });
    return menu;
  }
}

export class PaginaMenu {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly partesAsignados: Locator;
  readonly sincronizacion: Locator;
  readonly cerrarSesion: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Menú principal' });
    this.partesAsignados = pagina.getByRole('link', { name: 'Partes asignados' }).first();
    this.sincronizacion = pagina.getByRole('link', { name: 'Sincronización' }).first();
    this.cerrarSesion = pagina.getByRole('button', { name: 'Cerrar sesión' });
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/index');
    await expect(this.titulo).toBeVisible();
  }
}
