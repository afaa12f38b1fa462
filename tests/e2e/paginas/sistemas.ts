/**
 * Modelos de página de sistemas: la lista (/sistemas/, lista genérica), la ficha con sus subpantallas,
 * el formulario 'Modificar sistema', el plano con el material colocado y los avisos al cliente.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { PaginaLista } from './lista';

export class PaginaSistemas extends PaginaLista {
  constructor(pagina: Page) {
    super(pagina, 'Sistemas');
  }

  async abrirSistema(numero: string): Promise<PaginaSistema> {
    await this.buscar(numero);
    await this.filas.filter({ hasText: numero }).first().getByRole('link').first().click();
    const ficha = new PaginaSistema(this.pagina, numero);
    await expect(ficha.titulo).toBeVisible();
    return ficha;
  }
}

export class PaginaSistema {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly modificar: Locator;
  readonly avisos: Locator;
  readonly secciones: Locator;

  constructor(pagina: Page, numero: string) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: `Sistema ${numero}`, level: 1 });
    this.modificar = pagina.getByRole('link', { name: 'Modificar', exact: true });
    this.avisos = pagina.getByRole('link', { name: 'Avisos al cliente', exact: true });
    this.secciones = pagina.getByRole('navigation', { name: 'Secciones del sistema' });
  }

  /** El valor de un dato de la tarjeta 'Datos del sistema'. */
  dato(etiqueta: string): Locator {
    return this.pagina.locator('dl.detalle > div').filter({ has: this.pagina.locator('dt', { hasText: new RegExp(`^${etiqueta}$`) }) }).locator('dd');
  }

  seccion(nombre: string): Locator {
    return this.secciones.getByRole('link', { name: nombre, exact: true });
  }

  plano(nombre: string): Locator {
    return this.pagina.getByRole('link', { name: nombre, exact: true });
  }
}

export class PaginaEditarSistema {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly descripcion: Locator;
  readonly tipo: Locator;
  readonly observaciones: Locator;
  readonly guardar: Locator;
  readonly guardado: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Modificar sistema', level: 1 });
    this.descripcion = pagina.getByLabel('Descripción', { exact: true });
    this.tipo = pagina.getByLabel('Tipo', { exact: true });
    this.observaciones = pagina.getByLabel('Observaciones', { exact: true });
    this.guardar = pagina.getByRole('button', { name: 'Guardar', exact: true });
    this.guardado = pagina.getByText('Cambios guardados');
  }

  /** El mensaje de error que acompaña a un campo. */
  error(texto: string): Locator {
    return this.pagina.locator('.campo-error', { hasText: texto });
  }
}

export class PaginaPlano {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly imagen: Locator;
  readonly material: Locator;
  readonly x: Locator;
  readonly y: Locator;
  readonly colocar: Locator;
  readonly colocado: Locator;
  readonly marcadores: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Plano', level: 1 });
    this.imagen = pagina.getByTestId('plano').locator('img');
    this.material = pagina.getByLabel('Material a colocar', { exact: true });
    this.x = pagina.getByLabel('Posición horizontal (%)', { exact: true });
    this.y = pagina.getByLabel('Posición vertical (%)', { exact: true });
    this.colocar = pagina.getByRole('button', { name: 'Colocar', exact: true });
    this.colocado = pagina.getByText('Material colocado en el plano');
    this.marcadores = pagina.locator('.plano-marcador');
  }

  /** Pulsa sobre la imagen del plano en la posición relativa (0..1) dada. */
  async pulsarEn(rx: number, ry: number): Promise<void> {
    const caja = await this.imagen.boundingBox();
    if (!caja) throw new Error('el plano no se ve');
    await this.imagen.click({ position: { x: caja.width * rx, y: caja.height * ry } });
  }
}

export class PaginaAvisos extends PaginaLista {
  constructor(pagina: Page, numero: string) {
    super(pagina, `Avisos al cliente · ${numero}`);
  }

  marcarLeido(): Locator {
    return this.pagina.getByRole('button', { name: /^Marcar como leído/ });
  }
}
