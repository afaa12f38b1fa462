/**
 * Formularios declarados del presupuesto: el alta (titular, plantilla si se parte de una, título, fecha,
 * validez y condiciones; manda presupuestoCli.crearSync con las líneas y subsistemas copiados de la
 * plantilla en el dispositivo) y la cabecera (título, validez, dirección de instalación, formas de pago,
 * cuenta, condiciones y observaciones; presupuestoCli.updateSync con lo cambiado). Las opciones de
 * dirección y cuenta son las del titular del presupuesto.
 */
import { createElement } from 'react';
import type { MotorSync } from '../../../replication/cliente';
import { FORMAS_PAGO, esFormaPago, type FormaPago } from '../../../replication/presupuestos';
import type { DocDe } from '../../../schemas';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { opcionesDeColeccion } from '../../ui/formulario/opciones-coleccion';
import type { Titular } from '../operaciones/operaciones';
import { SelectorTitular } from '../operaciones/titulares';
import type { Presupuesto } from './presupuestos';
import { etiquetasPresupuesto as E, TEXTOS_PRESUPUESTOS as T } from './presupuestos.labels';
import { textoONulo } from '../../lib/texto';

export interface ValoresAltaPresupuesto {
  titular: Titular | null;
  idplantilla_presupuesto: string;
  titulo: string;
  fecha: string | null;
  fvalidez: string | null;
  condiciones: string;
}

/** La plantilla elegida, con sus líneas, como la copia el dispositivo en el presupuesto nuevo. */
export interface PlantillaElegida {
  plantilla: { idplantilla_presupuesto: string; subsistemas: readonly string[]; condiciones?: string | null };
  lineas: readonly Readonly<DocDe<'lplantillapresupuesto'>>[];
}

/** Subsistemas y líneas del presupuesto nuevo a partir de una plantilla, con ids nuevos del dispositivo. */
export const copiarPlantilla = ({ plantilla, lineas }: PlantillaElegida, nuevoId: () => string) => {
  const subsistemas = plantilla.subsistemas.map((descripcion, i) => ({ idsubsis_presupuesto: nuevoId(), numero: i + 1, descripcion }));
  const porNombre = new Map(subsistemas.map((s) => [s.descripcion, s.idsubsis_presupuesto]));
  return {
    idplantilla_presupuesto: plantilla.idplantilla_presupuesto,
    subsistemas,
    lineas: lineas
      .filter((l) => l.estado > 0)
      .slice()
      .sort((a, b) => a.orden - b.orden)
      .map((l) => ({
        idlpresupuestocli: nuevoId(),
        idsubsis_presupuesto: l.subsistema ? (porNombre.get(l.subsistema) ?? null) : null,
        idarticulo: l.idarticulo ?? null,
        descripcion: l.descripcion,
        unidades: l.unidades,
        precio: l.precio,
        dto: l.dto,
        iva: l.iva,
      })),
  };
};

export interface DependenciasAlta {
  motor: Pick<MotorSync, 'mutate'>;
  idpresupuestocli: string;
  conPlantilla: boolean;
  /** Lee la plantilla y sus líneas del dispositivo al guardar. */
  leerPlantilla: (id: string) => Promise<PlantillaElegida | null>;
  nuevoId?: () => string;
}

export const formularioAltaPresupuesto = ({ motor, idpresupuestocli, conPlantilla, leerPlantilla, nuevoId = () => crypto.randomUUID() }: DependenciasAlta) =>
  declararFormulario<ValoresAltaPresupuesto, null>({
    entidad: 'presupuestocli',
    campos: [
      { campo: 'titular', tipo: 'propio', etiqueta: E.titular, requerido: true, pintar: (p) => createElement(SelectorTitular, p) },
      {
        campo: 'idplantilla_presupuesto',
        tipo: 'coleccion',
        etiqueta: T.plantilla,
        requerido: conPlantilla,
        visible: () => conPlantilla,
        desde: opcionesDeColeccion('plantillapresupuesto', { etiqueta: (p) => p.nombre, valor: (p) => p.idplantilla_presupuesto, vacia: T.eligePlantilla }),
        mensajeRequerido: T.eligePlantilla,
      },
      { campo: 'titulo', tipo: 'texto', etiqueta: E.titulo, requerido: true, maximo: 200, normalizar: (v) => v.trim() },
      { campo: 'fecha', tipo: 'fecha', etiqueta: E.fecha, requerido: true },
      {
        campo: 'fvalidez',
        tipo: 'fecha',
        etiqueta: E.fvalidez,
        reglas: [(v, todos) => (v !== null && todos.fecha !== null && v < todos.fecha ? 'La validez no puede acabar antes de la fecha del presupuesto' : null)],
      },
      { campo: 'condiciones', tipo: 'area', etiqueta: E.condiciones, maximo: 20000, filas: 6 },
    ],
    mensaje: T.creado,
    boton: 'Crear presupuesto',
    enviar: async ({ valores }) => {
      const t = valores.titular;
      if (!t) throw new Error('Falta el cliente');
      const elegida = conPlantilla && valores.idplantilla_presupuesto ? await leerPlantilla(valores.idplantilla_presupuesto) : null;
      if (conPlantilla && !elegida) throw new Error('La plantilla no está en este dispositivo');
      const plantilla = elegida ? copiarPlantilla(elegida, nuevoId) : null;
      return motor.mutate('presupuestoCli.crearSync', {
        idpresupuestocli,
        idcliente: t.tipo === 'cliente' ? t.id : '',
        idcliente_potencial: t.tipo === 'potencial' ? t.id : '',
        titulo: valores.titulo,
        fecha: valores.fecha ?? '',
        fvalidez: valores.fvalidez,
        idoperacioncrm: null,
        condiciones: textoONulo(valores.condiciones) ?? elegida?.plantilla.condiciones ?? null,
        observaciones: null,
        plantilla,
      });
    },
  });

export interface ValoresCabecera {
  titulo: string;
  fvalidez: string | null;
  iddireccion_instalacion: string;
  forma_pago: string;
  forma_pago_cuotas: string;
  idcuenta_bancaria: string;
  condiciones: string;
  observaciones: string;
}

export const valoresCabecera = (p: Presupuesto): ValoresCabecera => ({
  titulo: p.titulo,
  fvalidez: p.fvalidez ?? null,
  iddireccion_instalacion: p.iddireccion_instalacion ?? '',
  forma_pago: p.forma_pago ?? '',
  forma_pago_cuotas: p.forma_pago_cuotas ?? '',
  idcuenta_bancaria: p.idcuenta_bancaria ?? '',
  condiciones: p.condiciones ?? '',
  observaciones: p.observaciones ?? '',
});

const OPCIONES_FORMA_PAGO = [
  { valor: '', etiqueta: 'Sin elegir' },
  ...Object.entries(FORMAS_PAGO).map(([valor, f]) => ({ valor, etiqueta: f.nombre })),
];
const formaPago = (v: string): FormaPago | null => (esFormaPago(v) ? v : null);

/** Dirección de instalación: del cliente o del prospecto (el id se conserva al convertir). */
const direcciones = (p: Presupuesto) =>
  p.idcliente !== ''
    ? opcionesDeColeccion('direccion', {
        selector: { idcliente: { $eq: p.idcliente }, estado: { $gt: 0 } },
        etiqueta: (d) => `${d.direccion}, ${d.cp} ${d.poblacion}`,
        valor: (d) => d.iddireccion,
        vacia: 'Elige una dirección',
      })
    : opcionesDeColeccion('direccionpotencial', {
        selector: { idcliente_potencial: { $eq: p.idcliente_potencial }, estado: { $gt: 0 } },
        etiqueta: (d) => `${d.direccion}, ${d.cp} ${d.poblacion}`,
        valor: (d) => d.iddireccion_potencial,
        vacia: 'Elige una dirección',
      });

const cuentas = (p: Presupuesto) =>
  opcionesDeColeccion('cuentabancaria', {
    selector: p.idcliente !== '' ? { idcliente: { $eq: p.idcliente }, estado: { $gt: 0 } } : { idcliente_potencial: { $eq: p.idcliente_potencial }, estado: { $gt: 0 } },
    etiqueta: (c) => `${c.iban} · ${c.titular}${c.remesable ? ' · remesable' : ''}`,
    valor: (c) => c.idcuenta_bancaria,
    vacia: 'Sin cuenta',
  });

export const camposCabecera = (p: Presupuesto): readonly CampoDeclarado<ValoresCabecera>[] => [
  { campo: 'titulo', tipo: 'texto', etiqueta: E.titulo, requerido: true, maximo: 200, normalizar: (v) => v.trim() },
  { campo: 'fvalidez', tipo: 'fecha', etiqueta: E.fvalidez, reglas: [(v) => (v !== null && v < p.fecha ? 'La validez no puede acabar antes de la fecha del presupuesto' : null)] },
  { campo: 'iddireccion_instalacion', tipo: 'coleccion', etiqueta: E.iddireccion_instalacion, desde: direcciones(p) },
  { campo: 'forma_pago', tipo: 'seleccion', etiqueta: E.forma_pago, opciones: OPCIONES_FORMA_PAGO },
  { campo: 'forma_pago_cuotas', tipo: 'seleccion', etiqueta: E.forma_pago_cuotas, opciones: OPCIONES_FORMA_PAGO },
  { campo: 'idcuenta_bancaria', tipo: 'coleccion', etiqueta: E.idcuenta_bancaria, desde: cuentas(p) },
  { campo: 'condiciones', tipo: 'area', etiqueta: E.condiciones, maximo: 20000, filas: 8 },
  { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: 4000 },
];

/** Lo que cambia en el documento a partir de los cambios del formulario ('' → null). */
export const cambiosCabecera = (c: Partial<ValoresCabecera>): Partial<Presupuesto> => {
  const r: Partial<Presupuesto> = {};
  if (c.titulo !== undefined) r.titulo = c.titulo;
  if (c.fvalidez !== undefined) r.fvalidez = c.fvalidez;
  if (c.iddireccion_instalacion !== undefined) r.iddireccion_instalacion = textoONulo(c.iddireccion_instalacion);
  if (c.forma_pago !== undefined) r.forma_pago = formaPago(c.forma_pago);
  if (c.forma_pago_cuotas !== undefined) r.forma_pago_cuotas = formaPago(c.forma_pago_cuotas);
  if (c.idcuenta_bancaria !== undefined) r.idcuenta_bancaria = textoONulo(c.idcuenta_bancaria);
  if (c.condiciones !== undefined) r.condiciones = textoONulo(c.condiciones);
  if (c.observaciones !== undefined) r.observaciones = textoONulo(c.observaciones);
  return r;
};

export const formularioCabecera = (motor: Pick<MotorSync, 'mutate'>, p: Presupuesto) =>
  declararFormulario<ValoresCabecera, Presupuesto>({
    entidad: 'presupuestocli',
    campos: camposCabecera(p),
    mensaje: 'Cambios guardados',
    enviar: ({ cambios, registro }) => motor.mutate('presupuestoCli.updateSync', { id: registro.idpresupuestocli, cambios: cambiosCabecera(cambios) }),
  });
