/**
 * Formulario 'Enviar a firmar', declarado: el documento (los PDF del presupuesto, el más reciente primero;
 * uno que aún no se ha subido no vale), asunto, mensaje, días de validez y la lista de destinatarios
 * (control propio: nombre y correo por fila, añadir y quitar, de 1 a 10). Lo manda sobre.enviar con un
 * idsobre fijo por formulario, así que repetir tras un fallo de red no crea dos sobres.
 */
import { MAX_ASUNTO_SOBRE, MAX_MENSAJE_SOBRE } from '../../../replication/sobres';
import type { DocDe } from '../../../schemas';
import { formatearFechaHora } from '../../lib/formato';
import { CampoTexto } from '../../ui/formulario/campos';
import { declararFormulario, type PropsCampoPropio } from '../../ui/formulario/declaracion';
import {
  anadirFila,
  cambiarFila,
  errorDestinatarios,
  erroresDestinatarios,
  MAX_DESTINATARIOS,
  MAX_NOMBRE_DESTINATARIO,
  MIN_DESTINATARIOS,
  normalizarDestinatarios,
  quitarFila,
  type FilaDestinatario,
} from './destinatarios';
import {
  asuntoPorDefecto,
  DIAS_VALIDEZ,
  MAX_DIAS_VALIDEZ,
  MIN_DIAS_VALIDEZ,
  parametrosEnviar,
  type ParametrosEnviar,
  type ValoresEnvio,
} from './sobres';
import { TEXTOS_ENVIAR as T } from './sobres.labels';
import type { DocumentoPdf } from './useSobres';
import './sobres.css';

export interface DependenciasEnvio {
  /** Los PDF del presupuesto, el más reciente primero. */
  documentos: readonly DocumentoPdf[];
  /** ¿El fichero está aún en la cola de subida (el servidor no lo tiene)? */
  pendienteDeSubir: (idfichero: string) => boolean;
  /** El id del sobre que se crea (fijo mientras el formulario está abierto). */
  idsobre: string;
  enviar: (p: ParametrosEnviar) => Promise<unknown>;
}

/** Las opciones del desplegable de documentos: 'Elige el documento' y cada PDF con su fecha. */
export const opcionesDocumento = (documentos: readonly DocumentoPdf[]) => [
  { valor: '', etiqueta: T.eligeDocumento },
  ...documentos.map((d) => ({ valor: d.idfichero, etiqueta: `${d.nombre} · ${formatearFechaHora(d.creado)}` })),
];

/** Los valores con que se abre: el PDF más reciente, el asunto por defecto, 15 días y el cliente. */
export const valoresEnvio = (numero: string, documentos: readonly DocumentoPdf[], destinatarios: readonly FilaDestinatario[]): ValoresEnvio => ({
  idfichero: documentos[0]?.idfichero ?? '',
  asunto: asuntoPorDefecto(numero),
  mensaje: '',
  dias_validez: DIAS_VALIDEZ,
  destinatarios,
});

export const formularioEnvio = (d: DependenciasEnvio) =>
  declararFormulario<ValoresEnvio, Pick<DocDe<'presupuestocli'>, 'idpresupuestocli'>>({
    campos: [
      {
        campo: 'idfichero',
        tipo: 'seleccion',
        etiqueta: T.documento,
        requerido: true,
        mensajeRequerido: T.eligeDocumento,
        opciones: opcionesDocumento(d.documentos),
        reglas: [(v) => (d.pendienteDeSubir(v) ? T.documentoPendiente : null)],
      },
      { campo: 'asunto', tipo: 'texto', etiqueta: T.asunto, requerido: true, maximo: MAX_ASUNTO_SOBRE, normalizar: (v) => v.trim() },
      { campo: 'mensaje', tipo: 'area', etiqueta: T.mensaje, maximo: MAX_MENSAJE_SOBRE, filas: 5 },
      {
        campo: 'dias_validez',
        tipo: 'numero',
        etiqueta: T.diasValidez,
        requerido: true,
        decimales: 0,
        minimo: MIN_DIAS_VALIDEZ,
        maximoValor: MAX_DIAS_VALIDEZ,
        reglas: [(v) => (v !== null && !Number.isInteger(v) ? T.diasEnteros : null)],
      },
      {
        campo: 'destinatarios',
        tipo: 'propio',
        etiqueta: T.destinatarios,
        requerido: true,
        mensajeRequerido: T.ningunDestinatario,
        vacio: (v) => v.length === 0,
        reglas: [errorDestinatarios],
        normalizar: normalizarDestinatarios,
        pintar: (p) => <ListaDestinatarios {...p} />,
      },
    ],
    boton: T.boton,
    mensaje: T.enviado,
    enviar: ({ valores, registro }) => d.enviar(parametrosEnviar(valores, { idsobre: d.idsobre, idpresupuestocli: registro.idpresupuestocli })),
  });

const nuevoId = (): string => crypto.randomUUID();

/** Las filas de destinatarios: nombre y correo, 'Quitar' y 'Añadir destinatario'. */
function ListaDestinatarios({ valor, alCambiar, error, etiqueta, desactivado }: PropsCampoPropio<readonly FilaDestinatario[], ValoresEnvio>) {
  // Los errores de cada fila se enseñan cuando el formulario enseña el del campo (tras salir de él o al enviar).
  const errores = error === null ? null : erroresDestinatarios(valor);
  return (
    <fieldset className="destinatarios-sobre">
      <legend>{etiqueta}</legend>
      {valor.map((f, i) => (
        <fieldset key={f.iddestinatario_sobre} className="destinatario-sobre" data-testid="destinatario">
          <legend>{T.destinatario(i + 1)}</legend>
          <CampoTexto
            etiqueta={T.nombre}
            valor={f.nombre}
            alCambiar={(nombre) => alCambiar(cambiarFila(valor, f.iddestinatario_sobre, { nombre }))}
            error={errores?.filas[i]?.nombre ?? null}
            requerido
            maximo={MAX_NOMBRE_DESTINATARIO}
            autoComplete="off"
            desactivado={desactivado}
          />
          <CampoTexto
            etiqueta={T.email}
            tipo="email"
            valor={f.email}
            alCambiar={(email) => alCambiar(cambiarFila(valor, f.iddestinatario_sobre, { email }))}
            error={errores?.filas[i]?.email ?? null}
            requerido
            autoComplete="off"
            desactivado={desactivado}
          />
          <div className="botonera">
            <button
              type="button"
              className="boton"
              aria-label={T.quitarDestinatario(i + 1)}
              disabled={desactivado || valor.length <= MIN_DESTINATARIOS}
              onClick={() => alCambiar(quitarFila(valor, f.iddestinatario_sobre))}
            >
              {T.quitar}
            </button>
          </div>
        </fieldset>
      ))}
      {errores !== null && errores.lista !== null && (
        <p className="campo-error" role="alert">
          {errores.lista}
        </p>
      )}
      <div className="botonera">
        <button type="button" className="boton" disabled={desactivado || valor.length >= MAX_DESTINATARIOS} onClick={() => alCambiar(anadirFila(valor, nuevoId))}>
          {T.anadir}
        </button>
      </div>
    </fieldset>
  );
}
