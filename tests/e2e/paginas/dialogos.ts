/**
 * Modelos de página de los diálogos compartidos: el banco de pruebas del kit (/app/kit/: firma, hora,
 * cámara, mapa), el diálogo 'Enviar correo electrónico' y los añadidos de la vista de un parte (tarjeta
 * de mapa 'Dirección', 'Enviar correo electrónico') y de 'Partes asignados' ('Escanear código').
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class PaginaKit {
  readonly pagina: Page;
  readonly firma: Locator;
  readonly lienzoFirma: Locator;
  readonly borrarFirma: Locator;
  readonly resultadoFirma: Locator;
  readonly botonHora: Locator;
  readonly resultadoHora: Locator;
  readonly abrirCamara: Locator;
  readonly resultadoFoto: Locator;
  readonly imagenFoto: Locator;
  readonly abrirMapa: Locator;
  readonly busquedas: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.firma = pagina.getByRole('group', { name: 'Firma del cliente' });
    this.lienzoFirma = this.firma.locator('canvas');
    this.borrarFirma = pagina.getByRole('button', { name: 'Borrar firma' });
    this.resultadoFirma = pagina.locator('[data-prueba="firma"]');
    this.botonHora = pagina.getByRole('button', { name: /^Hora de llegada/ });
    this.resultadoHora = pagina.locator('[data-prueba="hora"]');
    this.abrirCamara = pagina.getByRole('button', { name: 'Abrir cámara' });
    this.resultadoFoto = pagina.locator('[data-prueba="foto"]');
    this.imagenFoto = pagina.locator('[data-prueba="foto-img"]');
    this.abrirMapa = pagina.getByRole('button', { name: 'Abrir mapa' });
    this.busquedas = pagina.locator('[data-prueba="busquedas"] li');
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/kit/');
    await expect(this.pagina.getByRole('heading', { name: 'Kit de interfaz' })).toBeVisible();
  }

  /** Dibuja un trazo en zigzag con el ratón sobre el lienzo de la firma. */
  async firmarConRaton(): Promise<void> {
    const caja = await this.lienzoFirma.boundingBox();
    if (!caja) throw new Error('el lienzo de la firma no es visible');
    const { mouse } = this.pagina;
    await mouse.move(caja.x + 20, caja.y + caja.height / 2);
    await mouse.down();
    for (let i = 1; i <= 12; i++) {
      await mouse.move(caja.x + 20 + i * ((caja.width - 40) / 12), caja.y + caja.height / 2 + (i % 2 === 0 ? -60 : 60), { steps: 4 });
    }
    await mouse.up();
  }

  /** Abre el selector de hora, elige hora y minutos y acepta. */
  async elegirHora(horas: string, minutos: string): Promise<void> {
    await this.botonHora.click();
    const dialogo = this.pagina.getByRole('dialog', { name: 'Hora de llegada' });
    await expect(dialogo).toBeVisible();
    await dialogo.getByLabel('Hora', { exact: true }).selectOption(horas);
    await dialogo.getByLabel('Minutos').selectOption(minutos);
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialogo).toBeHidden();
  }
}

export class DialogoCorreoModelo {
  readonly dialogo: Locator;
  readonly destinatarios: Locator;
  readonly asunto: Locator;
  readonly plantilla: Locator;
  readonly mensaje: Locator;
  readonly enviar: Locator;
  readonly cancelar: Locator;
  readonly cerrar: Locator;
  readonly resultado: Locator;
  readonly error: Locator;

  constructor(pagina: Page) {
    this.dialogo = pagina.getByRole('dialog', { name: 'Enviar correo electrónico' });
    this.destinatarios = this.dialogo.getByLabel('Destinatarios');
    this.asunto = this.dialogo.getByLabel('Asunto');
    this.plantilla = this.dialogo.getByLabel('Plantilla');
    this.mensaje = this.dialogo.getByLabel('Mensaje');
    this.enviar = this.dialogo.getByRole('button', { name: 'Enviar' });
    this.cancelar = this.dialogo.getByRole('button', { name: 'Cancelar' });
    this.cerrar = this.dialogo.getByRole('button', { name: 'Cerrar' });
    this.resultado = this.dialogo.getByRole('status');
    this.error = this.dialogo.getByRole('alert');
  }
}

export class AnadidosParte {
  readonly pagina: Page;
  readonly enviarCorreo: Locator;
  readonly tarjetaDireccion: Locator;
  readonly verMapa: Locator;
  readonly correo: DialogoCorreoModelo;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.enviarCorreo = pagina.getByRole('button', { name: 'Enviar correo electrónico' });
    this.tarjetaDireccion = pagina.getByRole('region', { name: 'Dirección', exact: true });
    this.verMapa = this.tarjetaDireccion.getByRole('button', { name: 'Ver mapa' });
    this.correo = new DialogoCorreoModelo(pagina);
  }

  async abrirCorreo(): Promise<DialogoCorreoModelo> {
    await this.enviarCorreo.click();
    await expect(this.correo.dialogo).toBeVisible();
    return this.correo;
  }
}
