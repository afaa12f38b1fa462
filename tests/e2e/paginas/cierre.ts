/**
 * Modelos de página del cierre de un parte sin conexión y de los tiempos: cronómetro
 * (/app/offline/tiempos/cronometro-iniciar/{id} y cronometro-detener), añadir tiempo con el selector de
 * 24 h, cobrar, firmar (panel de firma dibujado con el ratón), resumen (con 'Descargar PDF') y finalizar.
 */
import { expect, type Download, type Locator, type Page } from '@playwright/test';

const ruta = (idparte: string, segmento: string): string => `/app/offline/partes/${idparte}/${segmento}`;

export class PaginaCronometro {
  readonly pagina: Page;
  readonly iniciar: Locator;
  readonly detener: Locator;
  readonly reloj: Locator;
  readonly enMarcha: Locator;
  readonly detenido: Locator;
  readonly error: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.iniciar = pagina.getByRole('button', { name: 'Iniciar cronómetro' });
    this.detener = pagina.getByRole('button', { name: 'Detener cronómetro' });
    this.reloj = pagina.getByRole('timer');
    this.enMarcha = pagina.getByRole('region', { name: 'Cronómetro en marcha' });
    this.detenido = pagina.getByTestId('cronometro-detenido');
    this.error = pagina.getByRole('alert');
  }

  async abrirIniciar(idparte: string): Promise<void> {
    await this.pagina.goto(`/app/offline/tiempos/cronometro-iniciar/${idparte}`);
    await expect(this.pagina.getByRole('heading', { name: 'Iniciar cronómetro', level: 1 })).toBeVisible();
  }

  async abrirDetener(): Promise<void> {
    await this.pagina.goto('/app/offline/tiempos/cronometro-detener');
    await expect(this.pagina.getByRole('heading', { name: 'Detener cronómetro', level: 1 })).toBeVisible();
  }

  /** /app/tiempos/iniciar: elige un parte en la lista. */
  async abrirIniciarEligiendo(etiquetaParte: RegExp): Promise<void> {
    await this.pagina.goto('/app/tiempos/iniciar');
    await expect(this.pagina.getByRole('heading', { name: 'Iniciar cronómetro', level: 1 })).toBeVisible();
    const selector = this.pagina.getByLabel('Parte');
    const opcion = selector.locator('option').filter({ hasText: etiquetaParte });
    await expect(opcion).toHaveCount(1);
    await selector.selectOption({ value: (await opcion.getAttribute('value')) ?? '' });
  }

  /** Segundos que marca el reloj (h:mm:ss). */
  async segundos(): Promise<number> {
    const [h, m, s] = (await this.reloj.innerText()).trim().split(':').map(Number);
    return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
  }
}

export class PaginaTiempoAdd {
  readonly pagina: Page;
  readonly duracion: Locator;
  readonly guardar: Locator;
  readonly observaciones: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.duracion = pagina.getByTestId('duracion');
    this.guardar = pagina.getByRole('button', { name: 'Guardar' });
    this.observaciones = pagina.getByLabel('Observaciones');
  }

  async abrir(idparte: string): Promise<void> {
    await this.pagina.goto(ruta(idparte, 'tiempos/add'));
    await expect(this.pagina.getByRole('heading', { name: 'Añadir tiempo', level: 1 })).toBeVisible();
  }

  /** Abre el selector de 24 h de la etiqueta dada, elige hora y minutos y acepta. */
  async elegirHora(etiqueta: 'Hora de inicio' | 'Hora de fin', horas: string, minutos: string): Promise<void> {
    await this.pagina.getByRole('button', { name: new RegExp(`^${etiqueta}`) }).click();
    const dialogo = this.pagina.getByRole('dialog', { name: etiqueta });
    await expect(dialogo).toBeVisible();
    await dialogo.getByLabel('Hora', { exact: true }).selectOption(horas);
    await dialogo.getByLabel('Minutos').selectOption(minutos);
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialogo).toBeHidden();
  }
}

export class PaginaCobrar {
  readonly pagina: Page;
  readonly importe: Locator;
  readonly formaPago: Locator;
  readonly observaciones: Locator;
  readonly guardar: Locator;
  readonly recibo: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.importe = pagina.getByLabel('Importe (€)');
    this.formaPago = pagina.getByLabel('Forma de pago');
    this.observaciones = pagina.getByLabel('Observaciones');
    this.guardar = pagina.getByRole('button', { name: 'Guardar cobro' });
    this.recibo = pagina.getByTestId('numero-recibo');
  }

  async abrir(idparte: string): Promise<void> {
    await this.pagina.goto(ruta(idparte, 'cobrar'));
    await expect(this.pagina.getByRole('heading', { name: 'Cobrar', level: 1 })).toBeVisible();
  }
}

export class PaginaFirmar {
  readonly pagina: Page;
  readonly nombre: Locator;
  readonly dni: Locator;
  readonly lienzo: Locator;
  readonly guardar: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.nombre = pagina.getByLabel('Nombre del cliente');
    this.dni = pagina.getByLabel('DNI');
    this.lienzo = pagina.getByRole('group', { name: 'Firma del cliente' }).locator('canvas');
    this.guardar = pagina.getByRole('button', { name: 'Guardar firma' });
  }

  async abrir(idparte: string): Promise<void> {
    await this.pagina.goto(ruta(idparte, 'firmar'));
    await expect(this.pagina.getByRole('heading', { name: 'Firma del cliente', level: 1 })).toBeVisible();
  }

  /** Dibuja un trazo en zigzag con el ratón sobre el panel de firma. */
  async firmarConRaton(): Promise<void> {
    await this.lienzo.scrollIntoViewIfNeeded();
    const caja = await this.lienzo.boundingBox();
    if (!caja) throw new Error('el panel de firma no es visible');
    const { mouse } = this.pagina;
    await mouse.move(caja.x + 20, caja.y + caja.height / 2);
    await mouse.down();
    for (let i = 1; i <= 12; i++) {
      await mouse.move(caja.x + 20 + i * ((caja.width - 40) / 12), caja.y + caja.height / 2 + (i % 2 === 0 ? -60 : 60), { steps: 4 });
    }
    await mouse.up();
    await expect(this.pagina.getByRole('group', { name: 'Firma del cliente' }).getByText('Firmado', { exact: true })).toBeVisible();
  }
}

export class PaginaResumen {
  readonly pagina: Page;
  readonly tiempos: Locator;
  readonly cobros: Locator;
  readonly firma: Locator;
  readonly lineas: Locator;
  readonly descargarPdf: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.tiempos = pagina.getByTestId('resumen-tiempos');
    this.cobros = pagina.getByTestId('resumen-cobros');
    this.firma = pagina.getByTestId('resumen-firma');
    this.lineas = pagina.getByTestId('resumen-lineas');
    this.descargarPdf = pagina.getByRole('button', { name: 'Descargar PDF' });
  }

  async abrir(idparte: string): Promise<void> {
    await this.pagina.goto(ruta(idparte, 'resumen'));
    await this.esperar();
  }

  async esperar(): Promise<void> {
    await expect(this.pagina.getByRole('heading', { name: 'Resumen del parte', level: 1 })).toBeVisible();
    await expect(this.tiempos).toBeVisible();
  }

  async descargar(): Promise<Download> {
    const [descarga] = await Promise.all([this.pagina.waitForEvent('download'), this.descargarPdf.click()]);
    return descarga;
  }
}

export class PaginaFinalizar {
  readonly pagina: Page;
  readonly finalizar: Locator;
  readonly avisoFirma: Locator;
  readonly observaciones: Locator;
  /** El técnico al que reasignar (opción 4, 'Reasignar a otro técnico'). */
  readonly tecnicoDestino: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.finalizar = pagina.getByRole('button', { name: 'Finalizar', exact: true });
    this.avisoFirma = pagina.getByTestId('aviso-firma');
    this.observaciones = pagina.getByLabel('Observaciones');
    this.tecnicoDestino = pagina.getByLabel('Técnico', { exact: true });
  }

  async abrir(idparte: string): Promise<void> {
    await this.pagina.goto(ruta(idparte, 'finalizar'));
    await expect(this.pagina.getByRole('heading', { name: 'Finalizar parte', level: 1 })).toBeVisible();
  }

  opcion(etiqueta: 'Finalizar orden' | 'Reasignarme' | 'Mantener pendiente' | 'Reasignar a otro técnico'): Locator {
    return this.pagina.getByRole('radio', { name: new RegExp(`^${etiqueta}`) });
  }

  /** Pulsa 'Finalizar' y acepta la 'Confirmación'. */
  async finalizarConfirmando(): Promise<void> {
    await this.finalizar.click();
    const dialogo = this.pagina.getByRole('dialog', { name: 'Confirmación' });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialogo).toBeHidden();
  }
}
