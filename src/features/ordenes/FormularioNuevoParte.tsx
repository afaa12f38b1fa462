/**
 * Formulario de un parte nuevo para una orden (asignar la orden a un técnico): técnico, clasificación,
 * fecha (hoy), fecha fijada y descripción (la de la orden). Crear manda `parteTrabajo.insertSync` con un
 * id creado en el dispositivo (asignar-parte.ts): el parte aparece al momento aquí y, al subir, en el
 * dispositivo del técnico. Después lleva a la ficha del parte nuevo.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoAreaTexto, CampoFecha, CampoSeleccion } from '../../ui/formulario/campos';
import { useFormulario } from '../../ui/formulario/useFormulario';
import { useSnackbar } from '../../ui/Snackbar';
import { MAX_DESCRIPCION } from '../partes/parte-formulario';
import { etiquetaClasificacionParte, etiquetasClasificacionParte } from '../partes/partes.labels';
import { clasificacionPropuesta, construirParteNuevo, hoyLocal, validadoresNuevoParte, valoresInicialesNuevoParte, type ValoresNuevoParte } from './asignar-parte';

export interface FormularioNuevoParteProps {
  orden: DocDe<'ordentrabajo'>;
  /** Técnico elegido de entrada ('' = ninguno). */
  idtecnicoInicial: string;
}

const opcionesClasificacion = Object.entries(etiquetasClasificacionParte).map(([valor, etiqueta]) => ({ valor, etiqueta }));

export const BOTON_CREAR_PARTE = 'Crear parte';
export const PARTE_CREADO = 'Parte creado';

export function FormularioNuevoParte({ orden, idtecnicoInicial }: FormularioNuevoParteProps) {
  const { db } = useVigia();
  const { resultado: tecnicos } = useRxQuery(() => db.tecnico.find({ selector: { estado: { $gt: 0 } }, sort: [{ nombre: 'asc' }] }), [db]);
  const { resultado: partes } = useRxQuery(() => db.partetrabajo.find({ selector: { idorden_trabajo: { $eq: orden.idorden_trabajo } } }), [db, orden.idorden_trabajo]);
  if (tecnicos === undefined || partes === undefined) {
    return (
      <p className="cargando" role="status">
        Cargando técnicos…
      </p>
    );
  }
  return <Formulario orden={orden} idtecnicoInicial={idtecnicoInicial} tecnicos={tecnicos} clasificacion={clasificacionPropuesta(partes)} />;
}

interface FormularioProps extends FormularioNuevoParteProps {
  tecnicos: readonly DocDe<'tecnico'>[];
  clasificacion: string;
}

function Formulario({ orden, idtecnicoInicial, tecnicos, clasificacion }: FormularioProps) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const navegar = useNavigate();
  const id = useId();
  const [hoy] = useState(() => hoyLocal());
  const valores = useMemo(() => valoresInicialesNuevoParte(orden, clasificacion, idtecnicoInicial, hoy), [orden, clasificacion, idtecnicoInicial, hoy]);
  const f = useFormulario<ValoresNuevoParte>({ valores, validadores: validadoresNuevoParte });
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const [intentoFallido, setIntentoFallido] = useState(false);
  const refTecnico = useRef<HTMLSelectElement>(null);
  const refClasificacion = useRef<HTMLSelectElement>(null);
  const refFecha = useRef<HTMLInputElement>(null);
  const refFfijada = useRef<HTMLInputElement>(null);
  const refDescripcion = useRef<HTMLTextAreaElement>(null);

  const opcionesTecnico = [{ valor: '', etiqueta: 'Elige un técnico' }, ...tecnicos.map((t) => ({ valor: t.idtecnico, etiqueta: t.nombre }))];
  const clasificaciones = opcionesClasificacion.some((o) => o.valor === f.visibles.clasificacion)
    ? opcionesClasificacion
    : [...opcionesClasificacion, { valor: f.visibles.clasificacion, etiqueta: etiquetaClasificacionParte(f.visibles.clasificacion) }];

  const crear = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!f.intentar()) {
      setIntentoFallido(true);
      const refs = { idtecnico: refTecnico, clasificacion: refClasificacion, fecha: refFecha, ffijada: refFfijada, descripcion: refDescripcion };
      refs[f.primerCampoConError ?? 'idtecnico'].current?.focus();
      return;
    }
    setIntentoFallido(false);
    setGuardando(true);
    setErrorGuardar(null);
    try {
      const doc = construirParteNuevo(orden, f.visibles, crypto.randomUUID());
      await db.mutate('parteTrabajo.insertSync', { doc });
      f.deshacer();
      mostrar({ mensaje: PARTE_CREADO });
      await navegar({ to: '/partes/$idparte_trabajo', params: { idparte_trabajo: doc.idparte_trabajo } });
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
      setGuardando(false);
    }
  };

  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Parte nuevo</h2>
      <form onSubmit={(e) => void crear(e)} noValidate>
        <CampoSeleccion
          ref={refTecnico}
          etiqueta="Técnico"
          requerido
          valor={f.visibles.idtecnico}
          opciones={opcionesTecnico}
          alCambiar={(v) => f.cambiar('idtecnico', v)}
          error={f.error('idtecnico')}
        />
        <CampoSeleccion
          ref={refClasificacion}
          etiqueta="Clasificación"
          requerido
          valor={f.visibles.clasificacion}
          opciones={clasificaciones}
          alCambiar={(v) => f.cambiar('clasificacion', v)}
          error={f.error('clasificacion')}
        />
        <CampoFecha ref={refFecha} etiqueta="Fecha" requerido valor={f.visibles.fecha} alCambiar={(v) => f.cambiar('fecha', v)} error={f.error('fecha')} />
        <CampoFecha ref={refFfijada} etiqueta="Fecha fijada" valor={f.visibles.ffijada} alCambiar={(v) => f.cambiar('ffijada', v)} error={f.error('ffijada')} />
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
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={intentoFallido && !f.valido} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
            {BOTON_CREAR_PARTE}
          </button>
        </div>
      </form>
    </section>
  );
}
