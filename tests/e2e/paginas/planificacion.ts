/**
 * Modelo de página del planificador de técnicos (/app/planificacion/planificador-tecnicos): tarjetas de
 * parte, casillas técnico × día, arrastrar con el ratón, 'Mover…' con el teclado y la conexión de cada
 * técnico (último contacto y subidas pendientes).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class PaginaPlanificador {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly tablero: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Planificador de técnicos', level: 1 });
    this.tablero = pagina.getByRole('table', { name: 'Planificador de técnicos' });
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/planificacion/planificador-tecnicos');
    await expect(this.titulo).toBeVisible();
    await expect(this.tablero).toBeVisible({ timeout: 60_000 });
  }

  /** La fila de un técnico ('' = sin asignar). */
  fila(idtecnico: string): Locator {
    return this.tablero.locator(`tbody tr[data-tecnico="${idtecnico}"]`);
  }

  /** La casilla de un técnico en un día ('YYYY-MM-DD' o 'anteriores'). */
  casilla(idtecnico: string, dia: string): Locator {
    return this.fila(idtecnico).locator(`td[data-dia="${dia}"]`);
  }

  tarjeta(numero: string): Locator {
    return this.tablero.locator(`article[data-parte="${numero}"]`);
  }

  /** Arrastra con el ratón la tarjeta del parte a la casilla del técnico y el día. */
  async arrastrar(numero: string, idtecnico: string, dia: string): Promise<void> {
    // Se coge por la descripción (el botón 'Mover…' de la tarjeta no arrastra).
    await this.tarjeta(numero).locator('.tarjeta-parte-descripcion').dragTo(this.casilla(idtecnico, dia));
  }

  /** 'Mover…' solo con el teclado: foco en el botón, Intro, técnico y fecha (dd/mm/aaaa) e Intro. */
  async moverConTeclado(numero: string, idtecnico: string, fecha: string): Promise<void> {
    const boton = this.tablero.getByRole('button', { name: `Mover el parte ${numero}` });
    await boton.focus();
    await this.pagina.keyboard.press('Enter');
    const dialogo = this.pagina.getByRole('dialog', { name: `Mover el parte ${numero}` });
    await expect(dialogo).toBeVisible();
    const tecnico = dialogo.getByRole('combobox', { name: 'Técnico' });
    await tecnico.focus();
    await tecnico.selectOption(idtecnico);
    const campoFecha = dialogo.getByRole('textbox', { name: /^Fecha/ });
    await campoFecha.focus();
    await this.pagina.keyboard.press('ControlOrMeta+a');
    await this.pagina.keyboard.type(fecha);
    await this.pagina.keyboard.press('Enter');
    await expect(dialogo).toBeHidden();
  }

  /** 'En línea · último contacto hace 5 s', 'Sin conexión desde hace 3 min'… */
  conexion(idtecnico: string): Locator {
    return this.fila(idtecnico).locator('.tablero-conexion');
  }

  pendientes(idtecnico: string): Locator {
    return this.fila(idtecnico).locator('.tablero-pendientes');
  }

  /** 'Listo sin conexión · informado hace 5 s', 'No listo: la sesión · informado hace 1 min', 'Sin datos'. */
  preparacion(idtecnico: string): Locator {
    return this.fila(idtecnico).locator('.tablero-preparacion');
  }
}

/** La agenda de técnicos (/app/planificacion/agenda): técnico, Día/Semana y la tarjeta de cada día. */
export class PaginaAgenda {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly tecnico: Locator;
  readonly dia: Locator;
  readonly semana: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Agenda de técnicos', level: 1 });
    this.tecnico = pagina.getByRole('combobox', { name: 'Técnico' });
    this.dia = pagina.getByRole('button', { name: 'Día', exact: true });
    this.semana = pagina.getByRole('button', { name: 'Semana', exact: true });
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/planificacion/agenda');
    await expect(this.titulo).toBeVisible();
  }

  /** La tarjeta de un día ('YYYY-MM-DD'). */
  tarjetaDia(fecha: string): Locator {
    return this.pagina.locator(`section[data-dia="${fecha}"]`);
  }
}
