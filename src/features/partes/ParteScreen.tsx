/**
 * Detalle de un parte: tarjeta de datos (TarjetaDetalle, con 'Ver campos sin datos') y formulario de
 * edición (useFormulario + campos de src/ui/formulario). Guardar manda `parteTrabajo.updateSync` con
 * solo los campos cambiados; el cambio se aplica en el dispositivo al instante y se sube cuando hay
 * conexión. El parte lo carga Documento (DocumentoParte).
 */
import { useId, useMemo, useRef } from 'react';
import { refDoc } from '../../../replication/tx';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha, formatearFechaHora } from '../../lib/formato';
import { TarjetaDetalle } from '../../ui/detalle/TarjetaDetalle';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { CampoAreaTexto, CampoFecha, CampoSeleccion } from '../../ui/formulario/campos';
import { useFormulario } from '../../ui/formulario/useFormulario';
import { useGuardar } from '../../ui/formulario/useGuardar';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import {
  aCambiosParte,
  leerEstado,
  MAX_DESCRIPCION,
  MAX_OBSERVACIONES,
  normalizadoresParte,
  validadoresParte,
  valoresDeParte,
  type ValoresParte,
} from './parte-formulario';
import { EnlacesParte } from './EnlacesParte';
import { DocumentoParte } from './parte-comun';
import { BotonCorreoParte, TarjetaMapaParte, textoDireccion, useDireccionParte } from './ParteMapaCorreo';
import { etiquetaClasificacionParte, etiquetaEstadoParte, etiquetasClasificacionParte, etiquetasEstadoParte, etiquetasTipoSistema, opcionesEstadoParte, textoSistema } from './partes.labels';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';

export interface ParteScreenProps {
  idparte_trabajo: string;
}

const opcionesClasificacion = Object.entries(etiquetasClasificacionParte).map(([valor, etiqueta]) => ({ valor, etiqueta }));

export function ParteScreen({ idparte_trabajo }: ParteScreenProps) {
  return <DocumentoParte idparte_trabajo={idparte_trabajo}>{(parte) => <FichaParte parte={parte} />}</DocumentoParte>;
}

function FichaParte({ parte }: { parte: DocumentoDe<'partetrabajo'> }) {
  const { db } = useVigia();
  const { idparte_trabajo, idorden_trabajo: idorden, idcliente, idsistema } = parte;
  const { resultado: orden } = useRxQuery(() => (idorden ? db.ordentrabajo.findOne(idorden) : null), [db, idorden]);
  const { resultado: cliente } = useRxQuery(() => (idcliente ? db.cliente.findOne(idcliente) : null), [db, idcliente]);
  const { resultado: sistema } = useRxQuery(() => (idsistema ? db.sistema.findOne(idsistema) : null), [db, idsistema]);
  const pendiente = useDocumentosPendientes().has(refDoc('partetrabajo', idparte_trabajo));
  const direccion = useDireccionParte(idcliente, sistema?.iddireccion ?? null);

  return (
    <div className="pantalla">
      <div className="titulo-con-etiquetas">
        <h1>Parte {parte.numero}</h1>
        {pendiente && <span className="etiqueta etiqueta-aviso">Pendiente de subir</span>}
      </div>

      <TarjetaDetalle
        titulo="Datos del parte"
        campos={[
          { etiqueta: 'Orden', valor: orden ? `${orden.numero} · ${orden.descripcion}` : null },
          { etiqueta: 'Cliente', valor: cliente ? `${cliente.nombre} (${cliente.codigo})` : null },
          { etiqueta: 'Sistema', valor: sistema ? textoSistema(sistema) : null },
          { etiqueta: 'Fecha', valor: formatearFecha(parte.fecha) },
          { etiqueta: 'Fecha fijada', valor: parte.ffijada ? formatearFecha(parte.ffijada) : null },
          { etiqueta: 'Clasificación', valor: etiquetaClasificacionParte(parte.clasificacion) },
          { etiqueta: 'Descripción', valor: parte.descripcion, ancho: true },
          { etiqueta: 'Observaciones', valor: parte.observaciones, ancho: true },
          { etiqueta: 'Estado', valor: etiquetaEstadoParte(parte.estado) },
          { etiqueta: 'Última modificación', valor: formatearFechaHora(parte.actualizado) },
        ]}
      />

      <div className="botonera">
        <BotonCorreoParte
          email={cliente?.email ?? null}
          datos={{
            numero: parte.numero,
            fecha: formatearFecha(parte.fecha),
            descripcion: parte.descripcion,
            estado: etiquetaEstadoParte(parte.estado),
            cliente: cliente?.nombre ?? null,
            sistema: sistema ? `${sistema.numero} · ${etiquetasTipoSistema[sistema.tipo]}` : null,
            direccion: direccion ? textoDireccion(direccion) : null,
            observaciones: parte.observaciones ?? null,
          }}
        />
      </div>

      <EnlacesParte parte={parte} />

      <TarjetaMapaParte direccion={direccion} cliente={cliente?.nombre ?? null} />

      <FormularioParte parte={parte} />
    </div>
  );
}

interface FormularioParteProps {
  parte: Parameters<typeof valoresDeParte>[0];
}

function FormularioParte({ parte }: FormularioParteProps) {
  const { motor } = useVigia();
  const id = useId();
  const valores = useMemo(() => valoresDeParte(parte), [parte]);
  const f = useFormulario<ValoresParte>({ valores, validadores: validadoresParte, normalizadores: normalizadoresParte });
  const refDescripcion = useRef<HTMLTextAreaElement>(null);
  const refObservaciones = useRef<HTMLTextAreaElement>(null);
  const refFecha = useRef<HTMLInputElement>(null);
  const refFfijada = useRef<HTMLInputElement>(null);

  const clasificaciones = opcionesClasificacion.some((o) => o.valor === f.visibles.clasificacion)
    ? opcionesClasificacion
    : [...opcionesClasificacion, { valor: f.visibles.clasificacion, etiqueta: etiquetaClasificacionParte(f.visibles.clasificacion) }];

  const { guardar, guardando, errorGuardar, mostrarRevision, deshacer } = useGuardar({
    f,
    mensaje: 'Cambios guardados',
    enfocar: (campo) => ({ descripcion: refDescripcion, observaciones: refObservaciones, fecha: refFecha, ffijada: refFfijada, clasificacion: null, estado: null })[campo]?.current?.focus(),
    enviar: (cambios) => motor.mutate('parteTrabajo.updateSync', { id: parte.idparte_trabajo, cambios: aCambiosParte(cambios) }).then(() => undefined),
  });

  return (
    <section className="tarjeta" aria-labelledby={`${id}-editar`}>
      <h2 id={`${id}-editar`}>Editar</h2>
      <form onSubmit={guardar} noValidate>
        <CampoAreaTexto
          ref={refDescripcion}
          etiqueta="Descripción"
          requerido
          filas={3}
          maximo={MAX_DESCRIPCION}
          valor={f.visibles.descripcion}
          alCambiar={(v) => f.cambiar('descripcion', v)}
          error={f.error('descripcion')}
        />
        <CampoAreaTexto
          ref={refObservaciones}
          etiqueta="Observaciones"
          filas={6}
          maximo={MAX_OBSERVACIONES}
          valor={f.visibles.observaciones}
          alCambiar={(v) => f.cambiar('observaciones', v)}
          error={f.error('observaciones')}
        />
        <CampoSeleccion
          etiqueta="Estado"
          valor={String(f.visibles.estado)}
          opciones={opcionesEstadoParte.map((e) => ({ valor: String(e), etiqueta: etiquetasEstadoParte[e] }))}
          alCambiar={(v) => {
            const estado = leerEstado(v);
            if (estado !== null) f.cambiar('estado', estado);
          }}
        />
        <CampoSeleccion
          etiqueta="Clasificación"
          requerido
          valor={f.visibles.clasificacion}
          opciones={clasificaciones}
          alCambiar={(v) => f.cambiar('clasificacion', v)}
          error={f.error('clasificacion')}
        />
        <CampoFecha ref={refFecha} etiqueta="Fecha" requerido valor={f.visibles.fecha} alCambiar={(v) => f.cambiar('fecha', v)} error={f.error('fecha')} />
        <CampoFecha ref={refFfijada} etiqueta="Fecha fijada" valor={f.visibles.ffijada} alCambiar={(v) => f.cambiar('ffijada', v)} error={f.error('ffijada')} />
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={mostrarRevision} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={!f.modificado || guardando} aria-busy={guardando}>
            Guardar
          </button>
          {f.modificado && (
            <button
              type="button"
              className="boton"
              onClick={deshacer}
              disabled={guardando}
            >
              Deshacer cambios
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
