/**
 * Sobres de firma electrónica de la demo, como los deja server/sobres/: cerca de la mitad de los
 * presupuestos firmados (4), hasta MAX_FIRMADOS, con su sobre firmado (el PDF del presupuesto como fichero
 * con su SHA-256, sus destinatarios firmados y sus envíos, y el PDF firmado de pdf-firmado.ts); unos pocos
 * aceptados (3) con un sobre pendiente (uno firmó, otro no) y uno cancelado. Nunca en los diez primeros
 * presupuestos (las pruebas de server/seguridad, ver presupuestos.ts) ni dos abiertos en el mismo. Sin
 * enlaces (sobre_token): los de la demo no se pueden usar. Los PDF son deterministas: sus fechas salen de
 * las del presupuesto, no del reloj. Usa su propia sección de azar.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DocDe } from '../../../schemas';
import { generarPdfFirmado, type FirmantePdf } from '../../sobres/pdf-firmado';
import type { ContenidoDemo } from '../tipos';
import { dni, nie } from './documentos';
import { instanteDe } from './fechas';
import { persona, proveedorCorreo, sinTildes } from './nombres';
import type { Aleatorio } from './prng';
import { IDTABLA_PRESUPUESTO } from './presupuestos';

export interface DatosSobres {
  ficheros: DocDe<'fichero'>[];
  contenidos: ContenidoDemo[];
  sobres: DocDe<'sobre'>[];
  destinatarios: DocDe<'destinatariosobre'>[];
  envios: DocDe<'enviosobre'>[];
}

export interface EntradaSobres {
  r: Aleatorio;
  diaHoy: number;
  presupuestos: readonly DocDe<'presupuestocli'>[];
  lineas: readonly DocDe<'lpresupuestocli'>[];
  clientes: readonly DocDe<'cliente'>[];
  clientesPotenciales: readonly DocDe<'clientepotencial'>[];
  representantes: readonly DocDe<'representante'>[];
}

/** Sobres firmados como mucho, pendientes y cancelados (en ese orden de presupuestos aceptados). */
export const MAX_FIRMADOS = 40;
export const PENDIENTES = 3;
export const CANCELADOS = 1;
/** Los diez primeros presupuestos quedan sin sobre (pruebas de server/seguridad). */
export const PRIMEROS_SIN_SOBRE = 10;
/** Días de validez de los enlaces (el valor por defecto del formulario de envío). */
const DIAS_VALIDEZ = 15;
const MIN = 60_000;
const DIA = 1440 * MIN;
const PDF = 'application/pdf';

/** Firma manuscrita de 60×20 (PNG en escala de grises): la misma imagen para todos los firmantes de la demo. */
const FIRMA_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAAAAAD0aAH1AAAAb0lEQVR42t2TUQ7AIAhDe5Le/5Zb3JSh1o2wP/mBGJ7Uqjh+BPaEyTzMEkm4gC80AppTsI1kDPYan3IlHJM9rdMTfW0tmMaypW5bOQDqiOKCOHh4Zdj6IE2aRz/ghvn5lEY/qhYsZGpauR1hN/rPJzoJSR0FVHpGAAAAAElFTkSuQmCC',
  'base64',
);

const mas = (instante: string, ms: number): string => new Date(Date.parse(instante) + ms).toISOString();
/** Un instante entre dos (proporción p de su distancia), redondeado al minuto. */
const entre = (desde: string, hasta: string, p: number): string => {
  const a = Date.parse(desde);
  return new Date(Math.round((a + Math.max(0, Date.parse(hasta) - a) * p) / MIN) * MIN).toISOString();
};
const paraNombreDeFichero = (numero: string): string => numero.replace(/[^\w.-]+/g, '_');
const sha256 = (datos: Uint8Array): string => createHash('sha256').update(datos).digest('hex');
const euros = (n: number): string => `${n.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EUR`;

/** El PDF del presupuesto (una página): número, título, titular, fecha, líneas y total. */
const pdfPresupuesto = async (p: DocDe<'presupuestocli'>, titular: string, lineas: number, creado: string): Promise<Uint8Array> => {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Presupuesto ${p.numero}`);
  doc.setCreationDate(new Date(creado));
  doc.setModificationDate(new Date(creado));
  const fuente = await doc.embedFont(StandardFonts.Helvetica);
  const negrita = await doc.embedFont(StandardFonts.HelveticaBold);
  const admitidos = new Set(fuente.getCharacterSet());
  const limpio = (t: string): string => [...t].map((c) => (admitidos.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  const pagina = doc.addPage([595.28, 841.89]);
  let y = 780;
  const texto = (t: string, tamano = 11, fuenteTexto = fuente): void => {
    pagina.drawText(limpio(t), { x: 48, y, size: tamano, font: fuenteTexto });
    y -= tamano + 8;
  };
  texto(`Presupuesto ${p.numero}`, 18, negrita);
  texto(p.titulo, 12);
  texto(`Cliente: ${titular}`);
  texto(`Fecha: ${p.fecha}   Revisión: ${p.num_revision}`);
  texto(`Líneas: ${lineas}`);
  texto(`Base imponible: ${euros(p.base)}   IVA: ${euros(p.cuota_iva)}`);
  texto(`Total: ${euros(p.total)}`, 13, negrita);
  if (p.condiciones) texto(p.condiciones.slice(0, 90), 9);
  return doc.save();
};

interface Firmante {
  nombre: string;
  email: string;
  dni: string;
}

export const generarSobres = async (e: EntradaSobres): Promise<DatosSobres> => {
  const { r, diaHoy } = e;
  const d: DatosSobres = { ficheros: [], contenidos: [], sobres: [], destinatarios: [], envios: [] };
  const ahora = instanteDe(diaHoy, 8 * 60);
  const lineasDe = new Map<string, number>();
  for (const l of e.lineas) if (l.estado > 0) lineasDe.set(l.idpresupuestocli, (lineasDe.get(l.idpresupuestocli) ?? 0) + 1);
  const clientes = new Map(e.clientes.map((c) => [c.idcliente, c]));
  const potenciales = new Map(e.clientesPotenciales.map((c) => [c.idcliente_potencial, c]));

  const correoDe = (nombre: string, dominio: string | null): string => {
    const [pila = '', ap = ''] = nombre.split(' ');
    return `${sinTildes(pila)}.${sinTildes(ap)}@${dominio ?? proveedorCorreo(r)}`;
  };
  /** Quien firma por el titular: él mismo si es una persona (DNI/NIE), si no su representante o alguien nuevo. */
  const titularDe = (p: DocDe<'presupuestocli'>): { nombre: string; firmante: Firmante } => {
    const t = p.idcliente ? clientes.get(p.idcliente) : potenciales.get(p.idcliente_potencial);
    const nombre = t?.nombre ?? 'Cliente';
    const email = t?.email ?? null;
    if (t?.nif && /^[0-9XYZ]/.test(t.nif)) return { nombre, firmante: { nombre, dni: t.nif, email: email ?? correoDe(nombre, null) } };
    const rep = e.representantes.find((x) => x.estado > 0 && (p.idcliente ? x.idcliente === p.idcliente : x.idcliente_potencial === p.idcliente_potencial));
    const dominio = email?.split('@')[1] ?? null;
    if (rep) return { nombre, firmante: { nombre: rep.nombre, dni: rep.dni, email: rep.email ?? email ?? correoDe(rep.nombre, dominio) } };
    const otra = persona(r).completo;
    return { nombre, firmante: { nombre: otra, dni: dni(r), email: email ?? correoDe(otra, dominio) } };
  };
  const otroFirmante = (primero: Firmante): Firmante => {
    const nombre = persona(r).completo;
    const dominio = primero.email.split('@')[1] ?? null;
    return { nombre, dni: r.probabilidad(0.9) ? dni(r) : nie(r), email: correoDe(nombre, r.probabilidad(0.5) ? dominio : null) };
  };
  const ip = (): string => `${r.elegir([79, 83, 88, 90, 95, 176, 188, 213] as const)}.${r.entero(1, 254)}.${r.entero(0, 255)}.${r.entero(1, 254)}`;

  const fichero = (p: DocDe<'presupuestocli'>, nombre: string, datos: Uint8Array, creado: string): string => {
    const idfichero = String(d.ficheros.length + 1);
    d.ficheros.push({ idfichero, idtabla: IDTABLA_PRESUPUESTO, id: p.idpresupuestocli, nombre, tipo: PDF, tamano: datos.length, creado, estado: 1 });
    d.contenidos.push({ idfichero, tipo: PDF, datos });
    return idfichero;
  };

  /** El sobre con su documento, sus destinatarios (firmas: el instante de cada uno, o null) y los correos de envío. */
  const sobre = async (
    p: DocDe<'presupuestocli'>, situacion: DocDe<'sobre'>['situacion'], fenvio: string, firmas: readonly (string | null)[], fin: string | null,
  ): Promise<void> => {
    const idsobre = String(d.sobres.length + 1);
    const { nombre: titular, firmante } = titularDe(p);
    const personas = [firmante];
    while (personas.length < firmas.length) personas.push(otroFirmante(firmante));
    const creado = mas(fenvio, -r.entero(2, 30) * MIN);
    const original = await pdfPresupuesto(p, titular, lineasDe.get(p.idpresupuestocli) ?? 0, creado);
    const idfichero = fichero(p, `presupuesto-${paraNombreDeFichero(p.numero)}-r${p.num_revision}.pdf`, original, creado);
    const hash = sha256(original);
    const validez = Math.max(DIAS_VALIDEZ, Math.ceil((Date.parse(fin ?? fenvio) - Date.parse(fenvio)) / DIA) + 1);
    const destinatarios = personas.map((x, i): DocDe<'destinatariosobre'> => {
      const ffirma = firmas[i] ?? null;
      return {
        iddestinatario_sobre: String(d.destinatarios.length + i + 1), idsobre, nombre: x.nombre, email: x.email, orden: i + 1, firmado: ffirma !== null,
        ffirma, firmante_nombre: ffirma ? x.nombre : null, firmante_dni: ffirma ? x.dni : null, ip: ffirma ? ip() : null, estado: 1,
      };
    });
    d.destinatarios.push(...destinatarios);
    const envio = (x: DocDe<'destinatariosobre'>, tipo: DocDe<'enviosobre'>['tipo'], fecha: string): void => {
      d.envios.push({ idenvio_sobre: String(d.envios.length + 1), idsobre, iddestinatario_sobre: x.iddestinatario_sobre, fecha, tipo, resultado: 'enviado', error: null, estado: 1 });
    };
    for (const x of destinatarios) envio(x, 'envio', fenvio);
    if (situacion === 'cancelado' && fin) for (const x of destinatarios) if (!x.firmado) envio(x, 'cancelacion', fin);
    let idfichero_firmado: string | null = null;
    if (situacion === 'firmado' && fin) {
      const firmantes = destinatarios.map((x): FirmantePdf => ({
        nombre: x.firmante_nombre ?? x.nombre, dni: x.firmante_dni ?? '', email: x.email, ffirma: x.ffirma ?? fin, ip: x.ip ?? '', imagen: FIRMA_PNG,
      }));
      const firmado = await generarPdfFirmado({ original, sha256: hash, idsobre, firmantes, fecha: new Date(fin) });
      idfichero_firmado = fichero(p, `presupuesto-${paraNombreDeFichero(p.numero)}-firmado.pdf`, firmado, fin);
    }
    d.sobres.push({
      idsobre, idpresupuestocli: p.idpresupuestocli, asunto: `Presupuesto ${p.numero} para firmar`,
      mensaje: r.probabilidad(0.5) ? 'Le enviamos el presupuesto para su firma. Quedamos a su disposición para cualquier duda.' : null,
      situacion, idfichero, sha256: hash, idfichero_firmado, fenvio, caduca: mas(fenvio, validez * DIA),
      ffirmado: situacion === 'firmado' ? fin : null, fcancelado: situacion === 'cancelado' ? fin : null, idcomercial: p.idcomercial ?? null, estado: 1,
    });
  };

  const candidatos = e.presupuestos.filter((p) => Number(p.idpresupuestocli) > PRIMEROS_SIN_SOBRE && Boolean(p.faceptacion));
  // Firmados: cerca de la mitad; el sobre se envió tras aceptar y la última firma es la del presupuesto.
  for (const p of candidatos) {
    if (d.sobres.length >= MAX_FIRMADOS) break;
    if (p.estado !== 4 || !p.ffirma || !p.faceptacion || !r.probabilidad(0.5)) continue;
    const ffirma = p.ffirma;
    const fenvio = entre(p.faceptacion, ffirma, r.real(0.05, 0.3));
    const firmas = r.probabilidad(0.3) ? [entre(fenvio, ffirma, r.real(0.2, 0.9)), ffirma] : [ffirma];
    await sobre(p, 'firmado', fenvio, r.probabilidad(0.5) ? firmas : [...firmas].reverse(), ffirma);
  }
  // Aceptados: pendientes (enviados en la última semana, caducan después de hoy) y un cancelado (enviado y
  // cancelado antes). Cada uno en un presupuesto distinto: uno abierto como mucho por presupuesto.
  const aceptados = candidatos.filter((p) => p.estado === 3);
  const semana = mas(ahora, -7 * DIA);
  for (const p of aceptados.filter((x) => (x.faceptacion ?? '') <= semana).slice(0, CANCELADOS)) {
    const fenvio = entre(p.faceptacion ?? semana, semana, r.real(0.2, 0.8));
    await sobre(p, 'cancelado', fenvio, [null], mas(fenvio, r.entero(1, 4) * DIA + r.entero(30, 300) * MIN));
  }
  const conSobre = new Set(d.sobres.map((s) => s.idpresupuestocli));
  for (const p of aceptados.filter((x) => !conSobre.has(x.idpresupuestocli) && (x.faceptacion ?? '') < ahora).slice(0, PENDIENTES)) {
    const desde = (p.faceptacion ?? semana) > semana ? (p.faceptacion ?? semana) : semana;
    const fenvio = entre(desde, ahora, r.real(0.1, 0.6));
    await sobre(p, 'enviado', fenvio, [entre(fenvio, ahora, r.real(0.3, 0.9)), null], null);
  }
  return d;
};
