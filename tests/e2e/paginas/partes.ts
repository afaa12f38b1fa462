/**
 * Modelos de página de los partes de trabajo: la lista de partes asignados (/app/partes/asignados) y el
 * detalle de un parte (/app/partes/{id}) con observaciones, estado, 'Guardar' y la marca de pendiente.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const escaparRegex = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Nombre accesible que contiene el número de parte como palabra completa. */
const conNumero = (numero: string): RegExp => new RegExp(`(^|[^\\w-])${escaparRegex(numero)}([^\\w-]|$)`);

export class PaginaPartesAsignados {
  readonly pagina: Page;
  readonly titulo: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Partes asignados' });
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/partes/asignados');
    await expect(this.titulo).toBeVisible();
  }

  /** La fila (enlace) del parte con ese número. */
  fila(numero: string): Locator {
    return this.pagina.getByRole('link', { name: conNumero(numero) });
  }

  /** El primer número de `candidatos` que tiene fila visible en la lista (espera a que la lista cargue). */
  async primerVisible(candidatos: readonly string[]): Promise<string> {
    let encontrado: string | null = null;
    await expect
      .poll(
        async () => {
          const nombres = await this.pagina.getByRole('link').allInnerTexts();
          encontrado = candidatos.find((n) => nombres.some((t) => conNumero(n).test(t))) ?? null;
          return encontrado;
        },
        { message: `ninguna fila de 'Partes asignados' muestra alguno de los partes pendientes del técnico`, timeout: 60_000 },
      )
      .not.toBeNull();
    if (encontrado === null) throw new Error('sin fila');
    return encontrado;
  }

  async abrirParte(numero: string): Promise<PaginaParte> {
    await this.fila(numero).first().click();
    const parte = new PaginaParte(this.pagina, numero);
    await expect(parte.titulo).toBeVisible();
    return parte;
  }
}

export class PaginaParte {
  readonly pagina: Page;
  readonly numero: string;
  readonly titulo: Locator;
  readonly observaciones: Locator;
  readonly estado: Locator;
  readonly guardar: Locator;
  readonly guardado: Locator;
  readonly pendienteDeSubir: Locator;

  constructor(pagina: Page, numero: string) {
    this.pagina = pagina;
    this.numero = numero;
    this.titulo = pagina.getByRole('heading', { name: `Parte ${numero}`, exact: true });
    this.observaciones = pagina.getByLabel('Observaciones', { exact: true });
    this.estado = pagina.getByLabel('Estado', { exact: true });
    this.guardar = pagina.getByRole('button', { name: 'Guardar' });
    this.guardado = pagina.getByText('Cambios guardados');
    this.pendienteDeSubir = pagina.getByText('Pendiente de subir');
  }

  /** Abre el parte por su URL (/app/partes/{id}). */
  static async abrirPorId(pagina: Page, id: string, numero: string): Promise<PaginaParte> {
    await pagina.goto(`/app/partes/${encodeURIComponent(id)}`);
    const parte = new PaginaParte(pagina, numero);
    await expect(parte.titulo).toBeVisible({ timeout: 90_000 });
    return parte;
  }

  /** El id del parte, leído de la URL. */
  idDeUrl(): string {
    const m = /\/app\/partes\/([^/?#]+)/.exec(new URL(this.pagina.url()).pathname);
    if (!m?.[1]) throw new Error(`La URL ${this.pagina.url()} no es la de un parte`);
    return decodeURIComponent(m[1]);
  }

  async editarObservaciones(texto: string): Promise<void> {
    await this.observaciones.fill(texto);
    await this.guardar.click();
    await expect(this.guardado).toBeVisible();
  }
}
