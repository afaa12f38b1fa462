/**
 * Las declaraciones de los registros de un cliente o de un cliente potencial: teléfonos (telefono /
 * telefonopotencial), direcciones (direccion, que no se borra sino que se da de baja, y direccionpotencial,
 * con tipo), cuentas bancarias, representantes y estudios financieros (una colección para los dos dueños:
 * el id del otro dueño va vacío). Las reglas son las de replication/validacion-comercial.ts.
 */
import type { DocDe } from '../../../schemas';
import { esCodigoPostal, esTelefono, MAX_OBSERVACIONES, MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import { formatearFecha, formatearMoneda, formatearNumero } from '../../lib/formato';
import { DNI_INCORRECTO, esDni, esNie } from '../../lib/validacion';
import { declararTarjeta } from '../../ui/detalle/tarjeta-entidad';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { variante, type DeclaracionSubregistro, type FilaBase, type Motor } from './declaracion';
import {
  etiquetasCuenta,
  etiquetasDireccion,
  etiquetasEstudio,
  etiquetasRepresentante,
  etiquetasResultadoEstudio,
  etiquetasTelefono,
  etiquetasTipoDireccion,
  CAMBIOS_GUARDADOS,
  TEXTOS_SUBREGISTRO,
} from './subregistros.labels';
import type { Dueno, TipoSubregistro } from './tipos';
import { recortar, textoONulo } from '../../lib/texto';

/** Solo los campos del documento que están en los cambios del formulario. */
const soloCambiados = <D extends object>(d: D, cambios: object): Partial<D> => {
  const salida: Partial<D> = {};
  for (const k of Object.keys(d) as (keyof D)[]) if (k in cambios) salida[k] = d[k];
  return salida;
};

/** Los ids de dueño de las colecciones compartidas: el del otro, ''. */
const idsDueno = (dueno: Dueno, id: string) => ({ idcliente: dueno === 'cliente' ? id : '', idcliente_potencial: dueno === 'cliente' ? '' : id });

const comun = <F extends FilaBase, K extends string>(d: Pick<DeclaracionSubregistro<F, K>, 'tipo' | 'columnas' | 'busqueda' | 'ordenes' | 'nombreFila'>) => {
  const t: (typeof TEXTOS_SUBREGISTRO)[TipoSubregistro] = TEXTOS_SUBREGISTRO[d.tipo];
  return { ...d, nombre: { singular: t.singular, plural: t.plural.toLowerCase() }, vacio: `No hay ${t.plural.toLowerCase()}` };
};

/** El campo de observaciones, igual en todos. */
const observaciones = { campo: 'observaciones', tipo: 'area', etiqueta: 'Observaciones', maximo: MAX_OBSERVACIONES, filas: 4, normalizar: recortar } as const;

// ───────────────────────────── Teléfonos ─────────────────────────────

export interface FilaTelefono extends FilaBase {
  numero: string;
  descripcion: string;
}

const telefonoDoc = (f: Omit<FilaTelefono, 'id'>) => ({ numero: f.numero.trim(), descripcion: textoONulo(f.descripcion) });

const comunTelefonos = comun<FilaTelefono, 'numero' | 'descripcion'>({
  tipo: 'telefonos',
  nombreFila: (f) => `Teléfono ${f.numero}`,
  columnas: [
    { id: 'numero', cabecera: etiquetasTelefono.numero, celda: (f) => f.numero },
    { id: 'descripcion', cabecera: etiquetasTelefono.descripcion, celda: (f) => f.descripcion },
  ],
  busqueda: ['numero', 'descripcion'],
  ordenes: [{ id: 'numero', etiqueta: etiquetasTelefono.numero, campo: 'numero', direccion: 'asc' }],
});

export const telefonos: DeclaracionSubregistro<FilaTelefono, 'numero' | 'descripcion'> = {
  ...comunTelefonos,
  nueva: (id) => ({ id, numero: '', descripcion: '' }),
  tarjeta: () =>
    declararTarjeta<FilaTelefono>([
      { etiqueta: etiquetasTelefono.numero, valor: (f) => f.numero },
      { etiqueta: etiquetasTelefono.descripcion, valor: (f) => f.descripcion },
    ]),
  campos: () => [
    {
      campo: 'numero',
      tipo: 'telefono',
      etiqueta: etiquetasTelefono.numero,
      requerido: true,
      maximo: 30,
      normalizar: recortar,
      reglas: [(v) => (esTelefono(v) ? null : MENSAJES_COMERCIAL.telefonoIncorrecto)],
    },
    { campo: 'descripcion', tipo: 'texto', etiqueta: etiquetasTelefono.descripcion, maximo: 100, normalizar: recortar },
  ],
  variantes: {
    cliente: variante(comunTelefonos, {
      coleccion: 'telefono',
      campos: { numero: 'numero', descripcion: 'descripcion' },
      selector: (id) => ({ idcliente: { $eq: id }, estado: { $gt: 0 } }),
      fila: (d) => ({ id: d.idtelefono, numero: d.numero, descripcion: d.descripcion ?? '' }),
      insertar: (m: Motor, id, f) => m.mutate('telefono.insertSync', { doc: { idtelefono: f.id, idcliente: id, idsistema: null, ...telefonoDoc(f), estado: 1 } }),
      actualizar: (m, f, c) => m.mutate('telefono.updateSync', { id: f.id, cambios: soloCambiados(telefonoDoc({ ...f, ...c }), c) }),
      eliminar: (m, f) => m.mutate('telefono.deleteSync', { id: f.id }),
    }),
    clientePotencial: variante(comunTelefonos, {
      coleccion: 'telefonopotencial',
      campos: { numero: 'numero', descripcion: 'descripcion' },
      selector: (id) => ({ idcliente_potencial: { $eq: id }, estado: { $gt: 0 } }),
      fila: (d) => ({ id: d.idtelefono_potencial, numero: d.numero, descripcion: d.descripcion ?? '' }),
      insertar: (m, id, f) => m.mutate('telefonoPotencial.insertSync', { doc: { idtelefono_potencial: f.id, idcliente_potencial: id, ...telefonoDoc(f), estado: 1 } }),
      actualizar: (m, f, c) => m.mutate('telefonoPotencial.updateSync', { id: f.id, cambios: soloCambiados(telefonoDoc({ ...f, ...c }), c) }),
      eliminar: (m, f) => m.mutate('telefonoPotencial.deleteSync', { id: f.id }),
    }),
  },
};

// ───────────────────────────── Direcciones ─────────────────────────────

export interface FilaDireccion extends FilaBase {
  /** Solo el cliente potencial tiene tipo ('' en las del cliente). */
  tipo: string;
  direccion: string;
  cp: string;
  poblacion: string;
  provincia: string;
  lat: number | null;
  lng: number | null;
  observaciones: string;
}

type TipoDireccion = DocDe<'direccionpotencial'>['tipo'];
const TIPOS_DIRECCION = Object.keys(etiquetasTipoDireccion) as TipoDireccion[];
const tipoDireccion = (v: string): TipoDireccion => TIPOS_DIRECCION.find((t) => t === v) ?? 'otra';
export const etiquetaTipoDireccion = (v: string): string => TIPOS_DIRECCION.find((t) => t === v) === undefined ? v : etiquetasTipoDireccion[tipoDireccion(v)];

const direccionDoc = (f: Omit<FilaDireccion, 'id'>) => ({
  direccion: f.direccion.trim(),
  cp: f.cp.trim(),
  poblacion: f.poblacion.trim(),
  provincia: f.provincia.trim(),
  lat: f.lat,
  lng: f.lng,
  observaciones: textoONulo(f.observaciones),
});

export const textoDireccion = (f: Pick<FilaDireccion, 'direccion' | 'cp' | 'poblacion' | 'provincia'>): string => `${f.direccion}, ${f.cp} ${f.poblacion} (${f.provincia})`;

const comunDirecciones = comun<FilaDireccion, 'direccion' | 'poblacion' | 'cp'>({
  tipo: 'direcciones',
  nombreFila: (f) => `Dirección ${textoDireccion(f)}`,
  columnas: [
    { id: 'direccion', cabecera: etiquetasDireccion.direccion, celda: (f) => f.direccion },
    { id: 'cp', cabecera: etiquetasDireccion.cp, celda: (f) => f.cp },
    { id: 'poblacion', cabecera: etiquetasDireccion.poblacion, celda: (f) => f.poblacion },
    { id: 'provincia', cabecera: etiquetasDireccion.provincia, celda: (f) => f.provincia },
    { id: 'tipo', cabecera: etiquetasDireccion.tipo, celda: (f) => etiquetaTipoDireccion(f.tipo) },
  ],
  busqueda: ['direccion', 'poblacion', 'cp'],
  ordenes: [
    { id: 'direccion', etiqueta: etiquetasDireccion.direccion, campo: 'direccion', direccion: 'asc' },
    { id: 'poblacion', etiqueta: etiquetasDireccion.poblacion, campo: 'poblacion', direccion: 'asc' },
  ],
});

const coordenada = (f: FilaDireccion): string | null => (f.lat !== null && f.lng !== null ? `${formatearNumero(f.lat)}, ${formatearNumero(f.lng)}` : null);
const filaDireccion = (d: DocDe<'direccion'> | DocDe<'direccionpotencial'>): Omit<FilaDireccion, 'id' | 'tipo'> => ({
  direccion: d.direccion,
  cp: d.cp,
  poblacion: d.poblacion,
  provincia: d.provincia,
  lat: d.lat ?? null,
  lng: d.lng ?? null,
  observaciones: d.observaciones ?? '',
});
const camposDireccion = { direccion: 'direccion', poblacion: 'poblacion', cp: 'cp' } as const;

export const direcciones: DeclaracionSubregistro<FilaDireccion, 'direccion' | 'poblacion' | 'cp'> = {
  ...comunDirecciones,
  nueva: (id) => ({ id, tipo: '', direccion: '', cp: '', poblacion: '', provincia: '', lat: null, lng: null, observaciones: '' }),
  tarjeta: (dueno) =>
    declararTarjeta<FilaDireccion>([
      ...(dueno === 'clientePotencial' ? [{ etiqueta: etiquetasDireccion.tipo, valor: (f: FilaDireccion) => etiquetaTipoDireccion(f.tipo) }] : []),
      { etiqueta: etiquetasDireccion.direccion, valor: (f) => f.direccion },
      { etiqueta: etiquetasDireccion.cp, valor: (f) => f.cp },
      { etiqueta: etiquetasDireccion.poblacion, valor: (f) => f.poblacion },
      { etiqueta: etiquetasDireccion.provincia, valor: (f) => f.provincia },
      { etiqueta: 'Coordenadas', valor: coordenada },
      { etiqueta: etiquetasDireccion.observaciones, valor: (f) => f.observaciones, ancho: true },
    ]),
  campos: (dueno) => [
    ...(dueno === 'clientePotencial'
      ? [
          {
            campo: 'tipo',
            tipo: 'seleccion',
            etiqueta: etiquetasDireccion.tipo,
            requerido: true,
            opciones: [{ valor: '', etiqueta: 'Elige el tipo' }, ...TIPOS_DIRECCION.map((t) => ({ valor: t, etiqueta: etiquetasTipoDireccion[t] }))],
          } satisfies CampoDeclarado<FilaDireccion>,
        ]
      : []),
    { campo: 'direccion', tipo: 'texto', etiqueta: etiquetasDireccion.direccion, requerido: true, maximo: 200, normalizar: recortar },
    {
      campo: 'cp',
      tipo: 'texto',
      etiqueta: etiquetasDireccion.cp,
      requerido: true,
      maximo: 5,
      normalizar: recortar,
      reglas: [(v) => (esCodigoPostal(v) ? null : MENSAJES_COMERCIAL.cpIncorrecto)],
    },
    { campo: 'poblacion', tipo: 'texto', etiqueta: etiquetasDireccion.poblacion, requerido: true, maximo: 100, normalizar: recortar },
    { campo: 'provincia', tipo: 'texto', etiqueta: etiquetasDireccion.provincia, requerido: true, maximo: 100, normalizar: recortar },
    { campo: 'lat', tipo: 'numero', etiqueta: etiquetasDireccion.lat, decimales: 6, minimo: -90, maximoValor: 90 },
    { campo: 'lng', tipo: 'numero', etiqueta: etiquetasDireccion.lng, decimales: 6, minimo: -180, maximoValor: 180 },
    observaciones,
  ],
  variantes: {
    cliente: variante(comunDirecciones, {
      coleccion: 'direccion',
      campos: camposDireccion,
      bajaEnLugarDeBorrar: true,
      selector: (id) => ({ idcliente: { $eq: id }, estado: { $gt: 0 } }),
      fila: (d): FilaDireccion => ({ ...filaDireccion(d), id: d.iddireccion, tipo: '' }),
      insertar: (m, id, f) => m.mutate('direccion.insertSync', { doc: { iddireccion: f.id, idcliente: id, ...direccionDoc(f), estado: 1 } }),
      actualizar: (m, f, c) => m.mutate('direccion.updateSync', { id: f.id, cambios: soloCambiados(direccionDoc({ ...f, ...c }), c) }),
      // La dirección del cliente no se borra: se da de baja (estado 0).
      eliminar: (m, f) => m.mutate('direccion.updateSync', { id: f.id, cambios: { estado: 0 } }),
    }),
    clientePotencial: variante(comunDirecciones, {
      coleccion: 'direccionpotencial',
      campos: camposDireccion,
      selector: (id) => ({ idcliente_potencial: { $eq: id }, estado: { $gt: 0 } }),
      fila: (d): FilaDireccion => ({ ...filaDireccion(d), id: d.iddireccion_potencial, tipo: d.tipo }),
      insertar: (m, id, f) =>
        m.mutate('direccionPotencial.insertSync', { doc: { iddireccion_potencial: f.id, idcliente_potencial: id, tipo: tipoDireccion(f.tipo), ...direccionDoc(f), estado: 1 } }),
      actualizar: (m, f, c) =>
        m.mutate('direccionPotencial.updateSync', { id: f.id, cambios: soloCambiados({ tipo: tipoDireccion(c.tipo ?? f.tipo), ...direccionDoc({ ...f, ...c }) }, c) }),
      eliminar: (m, f) => m.mutate('direccionPotencial.deleteSync', { id: f.id }),
    }),
  },
};

// ───────────────────────────── Cuentas bancarias ─────────────────────────────

export interface FilaCuenta extends FilaBase {
  iban: string;
  titular: string;
  bic: string;
  remesable: boolean;
  fmandato: string | null;
  referencia_mandato: string;
  observaciones: string;
}

/** 'es91 2100 0418 4502 0005 1332' → 'ES9121000418450200051332'. */
export const normalizarIban = (v: string): string => v.replace(/\s+/g, '').toUpperCase();
/** 'ES91 2100 0418 4502 0005 1332', para leerlo. */
export const ibanLegible = (v: string): string => v.replace(/(.{4})/g, '$1 ').trim();

const cuentaDoc = (f: Omit<FilaCuenta, 'id'>) => ({
  iban: normalizarIban(f.iban),
  titular: f.titular.trim(),
  bic: textoONulo(f.bic.toUpperCase()),
  remesable: f.remesable,
  fmandato: f.fmandato,
  referencia_mandato: textoONulo(f.referencia_mandato),
  observaciones: textoONulo(f.observaciones),
});

const comunCuentas = comun<FilaCuenta, 'iban' | 'titular'>({
  tipo: 'cuentas-bancarias',
  nombreFila: (f) => `Cuenta ${ibanLegible(f.iban)}`,
  columnas: [
    { id: 'iban', cabecera: etiquetasCuenta.iban, celda: (f) => ibanLegible(f.iban) },
    { id: 'titular', cabecera: etiquetasCuenta.titular, celda: (f) => f.titular },
    { id: 'remesable', cabecera: etiquetasCuenta.remesable, celda: (f) => (f.remesable ? 'Sí' : 'No') },
    { id: 'fmandato', cabecera: etiquetasCuenta.fmandato, celda: (f) => formatearFecha(f.fmandato) },
  ],
  busqueda: ['iban', 'titular'],
  ordenes: [{ id: 'titular', etiqueta: etiquetasCuenta.titular, campo: 'titular', direccion: 'asc' }],
});

const filaCuenta = (d: DocDe<'cuentabancaria'>): FilaCuenta => ({
  id: d.idcuenta_bancaria,
  iban: d.iban,
  titular: d.titular,
  bic: d.bic ?? '',
  remesable: d.remesable,
  fmandato: d.fmandato ?? null,
  referencia_mandato: d.referencia_mandato ?? '',
  observaciones: d.observaciones ?? '',
});

const varianteCuenta = (dueno: Dueno) =>
  variante(comunCuentas, {
    coleccion: 'cuentabancaria',
    campos: { iban: 'iban', titular: 'titular' },
    selector: (id) => (dueno === 'cliente' ? { idcliente: { $eq: id }, estado: { $gt: 0 } } : { idcliente_potencial: { $eq: id }, estado: { $gt: 0 } }),
    fila: filaCuenta,
    insertar: (m, id, f) => m.mutate('cuentaBancaria.insertSync', { doc: { idcuenta_bancaria: f.id, ...idsDueno(dueno, id), ...cuentaDoc(f), estado: 1 } }),
    actualizar: (m, f, c) => m.mutate('cuentaBancaria.updateSync', { id: f.id, cambios: soloCambiados(cuentaDoc({ ...f, ...c }), c) }),
    eliminar: (m, f) => m.mutate('cuentaBancaria.deleteSync', { id: f.id }),
  });

export const cuentasBancarias: DeclaracionSubregistro<FilaCuenta, 'iban' | 'titular'> = {
  ...comunCuentas,
  nueva: (id) => ({ id, iban: '', titular: '', bic: '', remesable: false, fmandato: null, referencia_mandato: '', observaciones: '' }),
  tarjeta: () =>
    declararTarjeta<FilaCuenta>([
      { etiqueta: etiquetasCuenta.iban, valor: (f) => ibanLegible(f.iban) },
      { etiqueta: etiquetasCuenta.titular, valor: (f) => f.titular },
      { etiqueta: etiquetasCuenta.bic, valor: (f) => f.bic },
      { etiqueta: etiquetasCuenta.remesable, valor: (f) => (f.remesable ? 'Sí' : 'No') },
      { etiqueta: etiquetasCuenta.fmandato, valor: (f) => (f.fmandato ? formatearFecha(f.fmandato) : null) },
      { etiqueta: etiquetasCuenta.referencia_mandato, valor: (f) => f.referencia_mandato },
      { etiqueta: etiquetasCuenta.observaciones, valor: (f) => f.observaciones, ancho: true },
    ]),
  campos: () => [
    { campo: 'iban', tipo: 'iban', etiqueta: etiquetasCuenta.iban, requerido: true, maximo: 42, normalizar: normalizarIban },
    { campo: 'titular', tipo: 'texto', etiqueta: etiquetasCuenta.titular, requerido: true, maximo: 200, normalizar: recortar },
    { campo: 'bic', tipo: 'texto', etiqueta: etiquetasCuenta.bic, maximo: 11, normalizar: (v) => v.trim().toUpperCase() },
    { campo: 'remesable', tipo: 'casilla', etiqueta: etiquetasCuenta.remesable },
    {
      campo: 'fmandato',
      tipo: 'fecha',
      etiqueta: etiquetasCuenta.fmandato,
      reglas: [(v, todos) => (todos.remesable && (v === null || v === '') ? MENSAJES_COMERCIAL.remesableSinMandato : null)],
    },
    { campo: 'referencia_mandato', tipo: 'texto', etiqueta: etiquetasCuenta.referencia_mandato, maximo: 35, normalizar: recortar },
    observaciones,
  ],
  variantes: { cliente: varianteCuenta('cliente'), clientePotencial: varianteCuenta('clientePotencial') },
};

// ───────────────────────────── Representantes ─────────────────────────────

export interface FilaRepresentante extends FilaBase {
  nombre: string;
  dni: string;
  cargo: string;
  telefono: string;
  email: string;
  observaciones: string;
}

/** '12.345.678-z ' → '12345678Z'. */
export const normalizarDni = (v: string): string => v.replace(/[\s.-]/g, '').toUpperCase();

const representanteDoc = (f: Omit<FilaRepresentante, 'id'>) => ({
  nombre: f.nombre.trim(),
  dni: normalizarDni(f.dni),
  cargo: textoONulo(f.cargo),
  telefono: textoONulo(f.telefono),
  email: textoONulo(f.email),
  observaciones: textoONulo(f.observaciones),
});

const comunRepresentantes = comun<FilaRepresentante, 'nombre' | 'dni'>({
  tipo: 'representantes',
  nombreFila: (f) => `Representante ${f.nombre}`,
  columnas: [
    { id: 'nombre', cabecera: etiquetasRepresentante.nombre, celda: (f) => f.nombre },
    { id: 'dni', cabecera: etiquetasRepresentante.dni, celda: (f) => f.dni },
    { id: 'cargo', cabecera: etiquetasRepresentante.cargo, celda: (f) => f.cargo },
    { id: 'telefono', cabecera: etiquetasRepresentante.telefono, celda: (f) => f.telefono },
  ],
  busqueda: ['nombre', 'dni'],
  ordenes: [{ id: 'nombre', etiqueta: etiquetasRepresentante.nombre, campo: 'nombre', direccion: 'asc' }],
});

const filaRepresentante = (d: DocDe<'representante'>): FilaRepresentante => ({
  id: d.idrepresentante,
  nombre: d.nombre,
  dni: d.dni,
  cargo: d.cargo ?? '',
  telefono: d.telefono ?? '',
  email: d.email ?? '',
  observaciones: d.observaciones ?? '',
});

const varianteRepresentante = (dueno: Dueno) =>
  variante(comunRepresentantes, {
    coleccion: 'representante',
    campos: { nombre: 'nombre', dni: 'dni' },
    selector: (id) => (dueno === 'cliente' ? { idcliente: { $eq: id }, estado: { $gt: 0 } } : { idcliente_potencial: { $eq: id }, estado: { $gt: 0 } }),
    fila: filaRepresentante,
    insertar: (m, id, f) => m.mutate('representante.insertSync', { doc: { idrepresentante: f.id, ...idsDueno(dueno, id), ...representanteDoc(f), estado: 1 } }),
    actualizar: (m, f, c) => m.mutate('representante.updateSync', { id: f.id, cambios: soloCambiados(representanteDoc({ ...f, ...c }), c) }),
    eliminar: (m, f) => m.mutate('representante.deleteSync', { id: f.id }),
  });

export const representantes: DeclaracionSubregistro<FilaRepresentante, 'nombre' | 'dni'> = {
  ...comunRepresentantes,
  nueva: (id) => ({ id, nombre: '', dni: '', cargo: '', telefono: '', email: '', observaciones: '' }),
  tarjeta: () =>
    declararTarjeta<FilaRepresentante>([
      { etiqueta: etiquetasRepresentante.nombre, valor: (f) => f.nombre },
      { etiqueta: etiquetasRepresentante.dni, valor: (f) => f.dni },
      { etiqueta: etiquetasRepresentante.cargo, valor: (f) => f.cargo },
      { etiqueta: etiquetasRepresentante.telefono, valor: (f) => f.telefono },
      { etiqueta: etiquetasRepresentante.email, valor: (f) => f.email },
      { etiqueta: etiquetasRepresentante.observaciones, valor: (f) => f.observaciones, ancho: true },
    ]),
  campos: () => [
    { campo: 'nombre', tipo: 'texto', etiqueta: etiquetasRepresentante.nombre, requerido: true, maximo: 200, normalizar: recortar },
    {
      campo: 'dni',
      tipo: 'nif',
      etiqueta: etiquetasRepresentante.dni,
      requerido: true,
      normalizar: normalizarDni,
      reglas: [(v) => (esDni(v) || esNie(v) ? null : DNI_INCORRECTO)],
    },
    { campo: 'cargo', tipo: 'texto', etiqueta: etiquetasRepresentante.cargo, maximo: 100, normalizar: recortar },
    {
      campo: 'telefono',
      tipo: 'telefono',
      etiqueta: etiquetasRepresentante.telefono,
      maximo: 30,
      normalizar: recortar,
      reglas: [(v) => (v.trim() === '' || esTelefono(v) ? null : MENSAJES_COMERCIAL.telefonoIncorrecto)],
    },
    { campo: 'email', tipo: 'email', etiqueta: etiquetasRepresentante.email, normalizar: recortar },
    observaciones,
  ],
  variantes: { cliente: varianteRepresentante('cliente'), clientePotencial: varianteRepresentante('clientePotencial') },
};

// ───────────────────────────── Estudios financieros ─────────────────────────────

export interface FilaEstudio extends FilaBase {
  fecha: string | null;
  entidad: string;
  resultado: string;
  limite_credito: number | null;
  calificacion: string;
  observaciones: string;
}

type ResultadoEstudio = DocDe<'estudiofinanciero'>['resultado'];
const RESULTADOS = Object.keys(etiquetasResultadoEstudio) as ResultadoEstudio[];
const resultadoEstudio = (v: string): ResultadoEstudio => RESULTADOS.find((r) => r === v) ?? 'pendiente';
export const etiquetaResultadoEstudio = (v: string): string => etiquetasResultadoEstudio[resultadoEstudio(v)];

const estudioDoc = (f: Omit<FilaEstudio, 'id'>) => ({
  fecha: f.fecha ?? '',
  entidad: textoONulo(f.entidad),
  resultado: resultadoEstudio(f.resultado),
  limite_credito: f.limite_credito,
  calificacion: textoONulo(f.calificacion),
  observaciones: textoONulo(f.observaciones),
});

const comunEstudios = comun<FilaEstudio, 'fecha' | 'entidad'>({
  tipo: 'estudios-financieros',
  nombreFila: (f) => `Estudio financiero del ${formatearFecha(f.fecha)}`,
  columnas: [
    { id: 'fecha', cabecera: etiquetasEstudio.fecha, celda: (f) => formatearFecha(f.fecha) },
    { id: 'entidad', cabecera: etiquetasEstudio.entidad, celda: (f) => f.entidad },
    { id: 'resultado', cabecera: etiquetasEstudio.resultado, celda: (f) => etiquetaResultadoEstudio(f.resultado) },
    { id: 'limite_credito', cabecera: etiquetasEstudio.limite_credito, celda: (f) => (f.limite_credito === null ? '' : formatearMoneda(f.limite_credito)) },
  ],
  busqueda: ['entidad', 'fecha'],
  ordenes: [
    { id: 'fecha-reciente', etiqueta: 'Fecha más reciente', campo: 'fecha', direccion: 'desc' },
    { id: 'fecha-antigua', etiqueta: 'Fecha más antigua', campo: 'fecha', direccion: 'asc' },
  ],
});

const filaEstudio = (d: DocDe<'estudiofinanciero'>): FilaEstudio => ({
  id: d.idestudio_financiero,
  fecha: d.fecha,
  entidad: d.entidad ?? '',
  resultado: d.resultado,
  limite_credito: d.limite_credito ?? null,
  calificacion: d.calificacion ?? '',
  observaciones: d.observaciones ?? '',
});

const varianteEstudio = (dueno: Dueno) =>
  variante(comunEstudios, {
    coleccion: 'estudiofinanciero',
    campos: { fecha: 'fecha', entidad: 'entidad' },
    selector: (id) => (dueno === 'cliente' ? { idcliente: { $eq: id }, estado: { $gt: 0 } } : { idcliente_potencial: { $eq: id }, estado: { $gt: 0 } }),
    fila: filaEstudio,
    insertar: (m, id, f) => m.mutate('estudioFinanciero.insertSync', { doc: { idestudio_financiero: f.id, ...idsDueno(dueno, id), ...estudioDoc(f), estado: 1 } }),
    actualizar: (m, f, c) => m.mutate('estudioFinanciero.updateSync', { id: f.id, cambios: soloCambiados(estudioDoc({ ...f, ...c }), c) }),
    eliminar: (m, f) => m.mutate('estudioFinanciero.deleteSync', { id: f.id }),
  });

export const estudiosFinancieros: DeclaracionSubregistro<FilaEstudio, 'fecha' | 'entidad'> = {
  ...comunEstudios,
  nueva: (id) => ({ id, fecha: null, entidad: '', resultado: 'pendiente', limite_credito: null, calificacion: '', observaciones: '' }),
  tarjeta: () =>
    declararTarjeta<FilaEstudio>([
      { etiqueta: etiquetasEstudio.fecha, valor: (f) => formatearFecha(f.fecha) },
      { etiqueta: etiquetasEstudio.entidad, valor: (f) => f.entidad },
      { etiqueta: etiquetasEstudio.resultado, valor: (f) => etiquetaResultadoEstudio(f.resultado) },
      { etiqueta: etiquetasEstudio.limite_credito, valor: (f) => (f.limite_credito === null ? null : formatearMoneda(f.limite_credito)) },
      { etiqueta: etiquetasEstudio.calificacion, valor: (f) => f.calificacion },
      { etiqueta: etiquetasEstudio.observaciones, valor: (f) => f.observaciones, ancho: true },
    ]),
  campos: () => [
    { campo: 'fecha', tipo: 'fecha', etiqueta: etiquetasEstudio.fecha, requerido: true },
    { campo: 'entidad', tipo: 'texto', etiqueta: etiquetasEstudio.entidad, maximo: 100, normalizar: recortar },
    {
      campo: 'resultado',
      tipo: 'seleccion',
      etiqueta: etiquetasEstudio.resultado,
      requerido: true,
      opciones: RESULTADOS.map((r) => ({ valor: r, etiqueta: etiquetasResultadoEstudio[r] })),
    },
    { campo: 'limite_credito', tipo: 'importe', etiqueta: etiquetasEstudio.limite_credito, minimo: 0 },
    { campo: 'calificacion', tipo: 'texto', etiqueta: etiquetasEstudio.calificacion, maximo: 20, normalizar: recortar },
    observaciones,
  ],
  variantes: { cliente: varianteEstudio('cliente'), clientePotencial: varianteEstudio('clientePotencial') },
};

/** La declaración de un tipo, con su tipo de fila (la unión de declaraciones no se puede usar tal cual). */
export const conDeclaracion = <R,>(tipo: TipoSubregistro, usar: <F extends FilaBase, K extends string>(d: DeclaracionSubregistro<F, K>) => R): R => {
  switch (tipo) {
    case 'telefonos':
      return usar(telefonos);
    case 'direcciones':
      return usar(direcciones);
    case 'cuentas-bancarias':
      return usar(cuentasBancarias);
    case 'representantes':
      return usar(representantes);
    case 'estudios-financieros':
      return usar(estudiosFinancieros);
  }
};

/** El formulario de alta o de edición de un registro del dueño (la misma declaración de campos). */
export const formularioSubregistro = <F extends FilaBase, K extends string>(d: DeclaracionSubregistro<F, K>, dueno: Dueno, motor: Motor, idDueno: string, modo: 'alta' | 'edicion') => {
  const v = d.variantes[dueno];
  return declararFormulario<F, F | null>({
    entidad: v.coleccion,
    campos: d.campos(dueno),
    mensaje: modo === 'alta' ? TEXTOS_SUBREGISTRO[d.tipo].anadido : CAMBIOS_GUARDADOS,
    enviar: ({ valores, cambios, registro }) => (registro === null ? v.insertar(motor, idDueno, valores) : v.actualizar(motor, registro, cambios)),
  });
};
