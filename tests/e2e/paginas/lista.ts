/**
 * Modelo de página de la lista genérica (src/ui/lista/ListaScreen): búsqueda, diálogos de filtros
 * ('Cancelar' / 'Filtrar') y de orden ('Cancelar' / 'Aceptar'), total, selección, filas de la tabla y
 * 'Cargar 50 más...' / 'Cargar más...'. Sirve para cualquier lista; el título la identifica.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class PaginaLista {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly buscador: Locator;
  readonly botonFiltros: Locator;
  readonly botonOrdenar: Locator;
  readonly total: Locator;
  readonly tabla: Locator;
  readonly filas: Locator;
  readonly cargarMas: Locator;
  readonly cargar50Mas: Locator;
  readonly cargarMasSinNumero: Locator;
  readonly seleccionarVisibles: Locator;
  readonly seleccionados: Locator;
  readonly vacio: Locator;

  constructor(pagina: Page, titulo: string) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: titulo, level: 1 });
    this.buscador = pagina.getByRole('searchbox', { name: 'Buscar' });
    this.botonFiltros = pagina.getByRole('button', { name: /^Filtros( \(\d+\))?$/ });
    this.botonOrdenar = pagina.getByRole('button', { name: 'Ordenar', exact: true });
    this.total = pagina.getByTestId('lista-total');
    this.tabla = pagina.getByRole('table', { name: titulo });
    this.filas = this.tabla.locator('tbody tr');
    this.cargarMas = pagina.getByRole('button', { name: /^Cargar (50 )?más\.\.\.$/ });
    this.cargar50Mas = pagina.getByRole('button', { name: 'Cargar 50 más...', exact: true });
    this.cargarMasSinNumero = pagina.getByRole('button', { name: 'Cargar más...', exact: true });
    this.seleccionarVisibles = pagina.getByRole('checkbox', { name: 'Seleccionar todos los visibles' });
    this.seleccionados = pagina.getByText(/^\d+ seleccionados?$/);
    this.vacio = pagina.locator('.vacio');
  }

  async abrir(ruta: string): Promise<void> {
    await this.pagina.goto(ruta);
    await expect(this.titulo).toBeVisible();
  }

  /** El texto de la columna `columna` ('col-fecha', 'col-cliente'…) de cada fila, en orden. */
  columna(id: string): Promise<string[]> {
    return this.filas.locator(`td.col-${id}`).allInnerTexts();
  }

  /** Texto completo de cada fila, en orden. */
  textosFilas(): Promise<string[]> {
    return this.filas.allInnerTexts();
  }

  async buscar(texto: string): Promise<void> {
    await this.buscador.fill(texto);
  }

  /** Abre 'Filtros', elige en cada desplegable la opción por su etiqueta y pulsa 'Filtrar'. */
  async filtrar(valores: Readonly<Record<string, string>>): Promise<void> {
    await this.botonFiltros.click();
    const dialogo = this.pagina.getByRole('dialog', { name: 'Filtros' });
    await expect(dialogo).toBeVisible();
    for (const [campo, opcion] of Object.entries(valores)) {
      await dialogo.getByLabel(campo, { exact: true }).selectOption({ label: opcion });
    }
    await dialogo.getByRole('button', { name: 'Filtrar' }).click();
    await expect(dialogo).toBeHidden();
  }

  /** Abre 'Ordenar', elige la opción y pulsa 'Aceptar'. */
  async ordenar(opcion: string): Promise<void> {
    await this.botonOrdenar.click();
    const dialogo = this.pagina.getByRole('dialog', { name: 'Ordenar' });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('radio', { name: opcion }).check({ force: true });
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialogo).toBeHidden();
  }

  /** La casilla de la fila con ese nombre ('Parte PT-000104'). */
  casilla(nombreFila: string): Locator {
    return this.tabla.getByRole('checkbox', { name: `Seleccionar ${nombreFila}`, exact: true });
  }

  /** El criterio de orden que muestra la lista ('Orden: Fecha más antigua'). */
  orden(etiqueta: string): Locator {
    return this.pagina.getByText(`Orden: ${etiqueta}`, { exact: true });
  }
}
