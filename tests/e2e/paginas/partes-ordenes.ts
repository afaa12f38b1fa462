/**
 * Modelos de página de las pantallas de partes y órdenes en línea: las listas (finalizados, fecha fijada,
 * acciones de una fecha fijada, órdenes pendientes / finalizadas / finalizadas del técnico, partes de una
 * orden, material afectado) sobre la lista genérica; la ficha de una orden con sus líneas y total; el
 * material a instalar; y el formulario de asignar una orden (crear un parte).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { PaginaLista } from './lista';

/** Los importes de la app vienen con espacios duros (es-ES); se comparan con espacios normales. */
export const espacios = (t: string): string => t.replace(/[\u00a0\u202f]/g, ' ').trim();

/** Una lista de documentos (partes, órdenes, material) con todas sus páginas. */
export class PaginaListaDocumentos extends PaginaLista {
  constructor(pagina: Page, titulo: string) {
    super(pagina, titulo);
  }

  /** Espera a que el total diga exactamente `texto` ('15 partes', '1 orden'): la descarga ha llegado. */
  async esperarTotal(texto: string): Promise<void> {
    await expect(this.total).toHaveText(texto, { timeout: 180_000 });
  }

  /** Pulsa 'Cargar … más...' hasta que no quede nada y devuelve el texto de la columna en orden. */
  async columnaCompleta(id: string): Promise<string[]> {
    for (let i = 0; i < 100 && (await this.cargarMas.count()) > 0; i++) {
      const antes = await this.filas.count();
      await this.cargarMas.click();
      await expect.poll(() => this.filas.count()).toBeGreaterThan(antes);
    }
    return (await this.columna(id)).map(espacios);
  }

  /** Los números de la columna principal sin el prefijo ('Parte PT-000012' → 'PT-000012'). */
  async numeros(prefijo: 'Parte' | 'Orden'): Promise<string[]> {
    return (await this.columnaCompleta('numero')).map((t) => t.replace(new RegExp(`^${prefijo} `), ''));
  }

  /** Abre la ficha de la fila con ese texto en la columna principal. */
  async abrirFila(texto: string): Promise<void> {
    await this.tabla.getByRole('link', { name: texto, exact: true }).click();
  }
}

/** Ficha de una orden (/app/ordenes/{id}). */
export class PaginaOrden {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly tarjetaDatos: Locator;
  readonly lineas: Locator;
  readonly importes: Locator;
  readonly total: Locator;
  readonly enlacePartes: Locator;
  readonly enlaceMaterialInstalar: Locator;
  readonly enlaceMaterialAfectado: Locator;
  readonly enlaceAsignar: Locator;

  constructor(pagina: Page, numero: string) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: `Orden ${numero}`, level: 1 });
    this.tarjetaDatos = pagina.getByRole('region', { name: 'Datos de la orden' });
    const tabla = pagina.getByRole('table', { name: 'Líneas de la orden', exact: true });
    this.lineas = tabla.getByTestId('linea');
    this.importes = tabla.getByTestId('importe');
    this.total = tabla.getByTestId('total');
    const nav = pagina.getByRole('navigation', { name: 'Más de la orden' });
    this.enlacePartes = nav.getByRole('link', { name: 'Partes de la orden' });
    this.enlaceMaterialInstalar = nav.getByRole('link', { name: 'Material a instalar' });
    this.enlaceMaterialAfectado = nav.getByRole('link', { name: 'Material afectado' });
    this.enlaceAsignar = nav.getByRole('link', { name: 'Asignar a un técnico' });
  }

  static async abrir(pagina: Page, id: string, numero: string): Promise<PaginaOrden> {
    await pagina.goto(`/app/ordenes/${encodeURIComponent(id)}`);
    const orden = new PaginaOrden(pagina, numero);
    await expect(orden.titulo).toBeVisible({ timeout: 120_000 });
    return orden;
  }

  /** El valor (dd) del dato con esa etiqueta (dt). */
  dato(etiqueta: string): Locator {
    return this.tarjetaDatos.locator('div').filter({ has: this.pagina.locator('dt', { hasText: new RegExp(`^${etiqueta}$`) }) }).locator('dd');
  }

  async textosImportes(): Promise<string[]> {
    return (await this.importes.allInnerTexts()).map(espacios);
  }
}

/** Una fila de la tabla de material a instalar. */
export interface FilaMaterial {
  articulo: string;
  previstas: string;
  instaladas: string;
  pendientes: string;
  estado: string;
}

/** Material a instalar de una orden (/app/ordenes/{id}/material-instalar). */
export class PaginaMaterialInstalar {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly resumen: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Material a instalar', level: 1 });
    this.resumen = pagina.getByRole('status').filter({ hasText: /pendientes de instalar|Todo el material está instalado/ });
  }

  /** Filas de la tabla 'Pendiente de instalar' o 'Instalado' (vacía si la sección no tiene tabla). */
  async filas(tabla: 'Pendiente de instalar' | 'Instalado'): Promise<FilaMaterial[]> {
    const filas = this.pagina.getByRole('table', { name: tabla, exact: true }).getByTestId('material');
    const n = await filas.count();
    const r: FilaMaterial[] = [];
    for (let i = 0; i < n; i++) {
      const celdas = (await filas.nth(i).locator('td').allInnerTexts()).map(espacios);
      r.push({ articulo: celdas[0] ?? '', previstas: celdas[1] ?? '', instaladas: celdas[2] ?? '', pendientes: celdas[3] ?? '', estado: celdas[4] ?? '' });
    }
    return r;
  }
}

/** Asignar una orden a un técnico (/app/ordenes/{id}/asignar) o 'Nuevo parte' (/app/partes/add). */
export class PaginaAsignar {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly orden: Locator;
  readonly tecnico: Locator;
  readonly clasificacion: Locator;
  readonly fecha: Locator;
  readonly descripcion: Locator;
  readonly crear: Locator;
  readonly creado: Locator;

  constructor(pagina: Page, titulo: 'Asignar orden' | 'Nuevo parte' = 'Asignar orden') {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: titulo, level: 1 });
    this.orden = pagina.getByLabel('Orden', { exact: true });
    this.tecnico = pagina.getByLabel('Técnico', { exact: true });
    this.clasificacion = pagina.getByLabel('Clasificación', { exact: true });
    this.fecha = pagina.getByLabel('Fecha', { exact: true });
    this.descripcion = pagina.getByLabel('Descripción', { exact: true });
    this.crear = pagina.getByRole('button', { name: 'Crear parte' });
    this.creado = pagina.getByText('Parte creado');
  }

  /** El id del parte creado, de la URL de su ficha (/app/partes/{id}). */
  idParteDeUrl(): string {
    const m = /\/app\/partes\/([^/?#]+)$/.exec(new URL(this.pagina.url()).pathname);
    if (!m?.[1]) throw new Error(`La URL ${this.pagina.url()} no es la de un parte`);
    return decodeURIComponent(m[1]);
  }
}

/** Notas de un parte o una orden (/app/partes/{id}/notas, /app/ordenes/{id}/notas). */
export class PaginaNotas {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly texto: Locator;
  readonly anadir: Locator;
  readonly notas: Locator;
  readonly confirmacion: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Notas', level: 1 });
    this.texto = pagina.getByRole('form', { name: 'Nueva nota' }).getByLabel('Texto de la nota');
    this.anadir = pagina.getByRole('button', { name: 'Añadir nota' });
    this.notas = pagina.getByTestId('nota');
    this.confirmacion = pagina.getByRole('dialog', { name: 'Confirmación' });
  }

  async anadirNota(texto: string): Promise<void> {
    await this.texto.fill(texto);
    await this.anadir.click();
    await expect(this.notas.filter({ hasText: texto })).toHaveCount(1);
  }

  /** Los textos de las notas, en el orden de la pantalla. */
  async textos(): Promise<string[]> {
    return (await this.notas.locator('.nota-texto').allInnerTexts()).map(espacios);
  }

  nota(texto: string): Locator {
    return this.notas.filter({ hasText: texto });
  }

  async modificar(texto: string, nuevo: string): Promise<void> {
    await this.nota(texto).getByRole('button', { name: /^Modificar la nota/ }).click();
    const form = this.pagina.getByRole('form', { name: 'Modificar nota' });
    await form.getByLabel('Texto de la nota').fill(nuevo);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(this.nota(nuevo)).toHaveCount(1);
  }

  /** Pulsa 'Eliminar' y responde al diálogo 'Confirmación' con 'Aceptar' o 'Cancelar'. */
  async eliminar(texto: string, respuesta: 'Aceptar' | 'Cancelar'): Promise<void> {
    await this.nota(texto).getByRole('button', { name: /^Eliminar la nota/ }).click();
    await expect(this.confirmacion).toBeVisible();
    await this.confirmacion.getByRole('button', { name: respuesta }).click();
    await expect(this.confirmacion).toBeHidden();
  }
}

/** Técnicos de un parte (/app/partes/{id}/tecnicos) o de una orden (una sección por parte). */
export class PaginaTecnicos {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly confirmacion: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Técnicos', level: 1 });
    this.confirmacion = pagina.getByRole('dialog', { name: 'Confirmación' });
  }

  /** La sección del parte ('Parte PT-000012'). */
  seccion(numero: string): Locator {
    return this.pagina.getByRole('region', { name: `Parte ${numero}`, exact: true });
  }

  companeros(numero: string): Locator {
    return this.seccion(numero).getByTestId('companero');
  }

  async anadir(numero: string, nombre: string): Promise<void> {
    const s = this.seccion(numero);
    await s.getByLabel('Compañero', { exact: true }).selectOption({ label: nombre });
    await s.getByRole('button', { name: 'Añadir compañero' }).click();
    await expect(this.companeros(numero).filter({ hasText: nombre })).toHaveCount(1);
  }

  async quitar(numero: string, nombre: string, respuesta: 'Aceptar' | 'Cancelar'): Promise<void> {
    await this.seccion(numero).getByRole('button', { name: `Quitar a ${nombre}` }).click();
    await expect(this.confirmacion).toBeVisible();
    await expect(this.confirmacion).toContainText(`¿Quitar a ${nombre} del parte ${numero}?`);
    await this.confirmacion.getByRole('button', { name: respuesta }).click();
    await expect(this.confirmacion).toBeHidden();
  }
}
