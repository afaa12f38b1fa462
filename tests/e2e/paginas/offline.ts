/**
 * Modelos de página del modo sin conexión del técnico (/app/offline/…): la lista de partes del
 * dispositivo, la ficha offline de un parte (con los enlaces a sus secciones) y las secciones de
 * material: instalar material, instalar plantilla, material afectado, acciones y solicitud de material.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const escaparRegex = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class PaginaPartesOffline {
  readonly pagina: Page;
  readonly titulo: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Partes en el dispositivo' });
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/offline/');
    await expect(this.titulo).toBeVisible();
  }

  async abrirParte(numero: string): Promise<PaginaParteOffline> {
    await this.pagina.getByRole('link', { name: new RegExp(`(^|\\s)${escaparRegex(numero)}$`) }).first().click();
    const ficha = new PaginaParteOffline(this.pagina);
    await expect(ficha.titulo).toBeVisible();
    return ficha;
  }
}

export class PaginaParteOffline {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly total: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Parte sin conexión', level: 1 });
    this.total = pagina.getByTestId('total-parte');
  }

  async abrir(idparte: string): Promise<void> {
    await this.pagina.goto(`/app/offline/partes/${idparte}`);
    await expect(this.titulo).toBeVisible();
  }

  /** Sigue el enlace de una sección registrada (sin recargar la página). */
  async seccion(titulo: string): Promise<void> {
    await this.pagina.getByRole('link', { name: titulo, exact: true }).click();
    await expect(this.pagina.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
}

export class PaginaInstalarMaterial {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly almacen: Locator;
  readonly buscar: Locator;
  readonly articulo: Locator;
  readonly unidades: Locator;
  readonly numserie: Locator;
  readonly ubicacion: Locator;
  readonly existencias: Locator;
  readonly avisoExistencias: Locator;
  readonly instalar: Locator;
  readonly lineas: Locator;
  readonly total: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Instalar material', level: 1, exact: true });
    this.almacen = pagina.getByRole('combobox', { name: 'Almacén', exact: true });
    this.buscar = pagina.getByRole('searchbox', { name: 'Buscar artículo' });
    this.articulo = pagina.getByRole('combobox', { name: 'Artículo', exact: true });
    this.unidades = pagina.getByLabel('Unidades');
    this.numserie = pagina.getByLabel('Número de serie');
    this.ubicacion = pagina.getByLabel('Ubicación');
    this.existencias = pagina.getByTestId('existencias-articulo');
    this.avisoExistencias = pagina.getByText(/^No hay existencias suficientes en el almacén/);
    this.instalar = pagina.getByRole('button', { name: 'Instalar material' });
    this.lineas = pagina.getByTestId('linea');
    this.total = pagina.getByTestId('total');
  }

  async abrir(idparte: string): Promise<void> {
    await this.pagina.goto(`/app/offline/partes/${idparte}/material-instalar`);
    await expect(this.titulo).toBeVisible();
  }

  async elegirArticulo(codigo: string, idarticulo: string): Promise<void> {
    await this.buscar.fill(codigo);
    await this.articulo.selectOption(idarticulo);
  }

  async escribirUnidades(n: number): Promise<void> {
    await this.unidades.fill(String(n));
    await this.unidades.blur();
  }
}

export class PaginaPlantillaParte {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly plantilla: Locator;
  readonly almacen: Locator;
  readonly instalar: Locator;
  readonly aviso: Locator;
  readonly lineasParte: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Instalar plantilla', level: 1, exact: true });
    this.plantilla = pagina.getByRole('combobox', { name: 'Plantilla', exact: true });
    this.almacen = pagina.getByRole('combobox', { name: 'Almacén', exact: true });
    this.instalar = pagina.getByRole('button', { name: 'Instalar plantilla' });
    this.aviso = pagina.getByText(/No hay existencias suficientes en el almacén/).first();
    this.lineasParte = pagina.getByTestId('linea');
  }
}

export class PaginaMaterialAfectado {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly buscar: Locator;
  readonly nuevoNumserie: Locator;
  readonly confirmarSustituir: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Material afectado', level: 1, exact: true });
    this.buscar = pagina.getByRole('searchbox', { name: 'Buscar', exact: true });
    this.nuevoNumserie = pagina.getByLabel('Nuevo número de serie');
    this.confirmarSustituir = pagina.getByRole('button', { name: 'Sustituir', exact: true });
  }

  botonSustituir(numserie: string): Locator {
    return this.pagina.getByRole('button', { name: new RegExp(`^Sustituir: .* ${escaparRegex(numserie)}$`) });
  }

  async sustituir(numserie: string, nuevo: string): Promise<void> {
    await this.buscar.fill(numserie);
    await this.botonSustituir(numserie).click();
    await this.nuevoNumserie.fill(nuevo);
    await this.confirmarSustituir.click();
    await expect(this.nuevoNumserie).toBeHidden();
  }

  fila(numserie: string): Locator {
    return this.pagina.getByRole('row').filter({ hasText: numserie });
  }
}

export class PaginaAcciones {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly descripcion: Locator;
  readonly anadir: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Acciones', level: 1, exact: true });
    this.descripcion = pagina.getByLabel('Descripción');
    this.anadir = pagina.getByRole('button', { name: 'Añadir acción' });
  }

  estado(descripcion: string): Locator {
    return this.pagina.getByRole('combobox', { name: `Estado de ${descripcion}` });
  }

  async nueva(descripcion: string): Promise<void> {
    await this.descripcion.fill(descripcion);
    await this.anadir.click();
    await expect(this.estado(descripcion)).toBeVisible();
  }
}

export class PaginaSolicitudMaterial {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly buscar: Locator;
  readonly articulo: Locator;
  readonly unidades: Locator;
  readonly observaciones: Locator;
  readonly solicitar: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Solicitud de material', level: 1, exact: true });
    this.buscar = pagina.getByRole('searchbox', { name: 'Buscar artículo' });
    this.articulo = pagina.getByRole('combobox', { name: 'Artículo', exact: true });
    this.unidades = pagina.getByLabel('Unidades');
    this.observaciones = pagina.getByLabel('Observaciones');
    this.solicitar = pagina.getByRole('button', { name: 'Solicitar material' });
  }

  fila(texto: string): Locator {
    return this.pagina.getByRole('row').filter({ hasText: texto });
  }
}
