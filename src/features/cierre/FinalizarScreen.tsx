/**
 * Finalizar el parte (/offline/partes/{idparte_trabajo}/finalizar), un formulario declarado: las cuatro
 * opciones de cierre ('Finalizar orden', 'Reasignarme', 'Mantener pendiente', 'Reasignar a otro técnico'
 * con su selector de técnico; controles propios), observaciones y 'Confirmación' →
 * ordenTrabajo.finalizarOt (la opción 2 lleva el UUID del parte nuevo), el aviso con el resultado y al
 * resumen. Si el parámetro requiere_firma_cliente es '1' y no hay firma, lo avisa y ofrece ir a firmar.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { OpcionCierre } from '../../../replication/mutadores';
import { useVigia } from '../../app/VigiaProvider';
import { CampoSeleccion } from '../../ui/formulario/campos';
import { declararFormulario, type PropsCampoPropio } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useSnackbar } from '../../ui/Snackbar';
import { faltaFirma, hayCronometroEnMarcha, mensajeCierre, paramsFinalizar, validarCierre } from './cierre';
import { descripcionesOpcionCierre, etiquetasOpcionCierre, MENSAJES_CIERRE, opcionesCierre, TITULOS_CIERRE } from './cierre.labels';
import type { DatosParte } from './datos-parte';
import { MarcoCierre } from './MarcoCierre';

export interface FinalizarScreenProps {
  idparte_trabajo: string;
}

export function FinalizarScreen({ idparte_trabajo }: FinalizarScreenProps) {
  return (
    <MarcoCierre idparte_trabajo={idparte_trabajo} titulo={TITULOS_CIERRE.finalizar}>
      {(d) => <FormularioCierre datos={d} />}
    </MarcoCierre>
  );
}

const MAX_OBSERVACIONES = 4000;

interface ValoresCierre {
  opcion: OpcionCierre;
  /** Con la opción 4: el técnico elegido ('' si ninguno). */
  idtecnicoDestino: string;
  observaciones: string;
}

const VALORES_INICIALES: ValoresCierre = { opcion: 1, idtecnicoDestino: '', observaciones: '' };

/** Las cuatro opciones de cierre, cada una con su explicación. */
function OpcionesCierre({ valor, alCambiar, etiqueta, desactivado }: PropsCampoPropio<OpcionCierre, ValoresCierre>) {
  const id = useId();
  return (
    <fieldset className="opciones-cierre" disabled={desactivado}>
      <legend>{etiqueta}</legend>
      {opcionesCierre.map((o) => (
        <label key={o} className="opcion-cierre">
          <input type="radio" name={`${id}-opcion`} value={o} checked={valor === o} onChange={() => alCambiar(o)} aria-describedby={`${id}-desc-${o}`} />
          <span>
            <strong>{etiquetasOpcionCierre[o]}</strong>
            <span id={`${id}-desc-${o}`} className="nota">
              {descripcionesOpcionCierre[o]}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function FormularioCierre({ datos: d }: { datos: DatosParte }) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const navegar = useNavigate();
  const id = useId();
  const pendiente = d.parte.estado === 1;
  const params = { idparte_trabajo: d.parte.idparte_trabajo };
  const avisoFirma = faltaFirma(d.parametros.get('requiere_firma_cliente'), d.firmas.length > 0);

  const declaracion = useMemo(() => {
    const idtecnico = d.parte.idtecnico ?? null;
    const tecnicos = d.tecnicos.filter((t) => t.estado > 0 && t.idtecnico !== idtecnico).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
    const opcionesTecnico = [{ valor: '', etiqueta: 'Elige un técnico' }, ...tecnicos.map((t) => ({ valor: t.idtecnico, etiqueta: t.nombre }))];
    return declararFormulario<ValoresCierre, DatosParte>({
      campos: [
        { campo: 'opcion', tipo: 'propio', etiqueta: 'Opción de cierre', pintar: (p) => <OpcionesCierre {...p} /> },
        {
          campo: 'idtecnicoDestino',
          tipo: 'propio',
          etiqueta: 'Técnico',
          visible: (v) => v.opcion === 4,
          // Obligatorio con su propio mensaje ('Elige el técnico al que reasignar el parte'), no 'Campo requerido'.
          reglas: [(destino, v) => validarCierre({ opcion: v.opcion, idtecnico, idtecnicoDestino: destino })],
          pintar: (p) => (
            <CampoSeleccion etiqueta={p.etiqueta} requerido valor={p.valor} alCambiar={p.alCambiar} opciones={opcionesTecnico} error={p.error} desactivado={p.desactivado} />
          ),
        },
        { campo: 'observaciones', tipo: 'area', etiqueta: 'Observaciones', maximo: MAX_OBSERVACIONES },
      ],
      boton: 'Finalizar',
      confirmar: ({ valores: v, registro }) => (
        <>
          <p>
            ¿Cerrar el parte {registro.parte.numero} con la opción «{etiquetasOpcionCierre[v.opcion]}»?
            {v.opcion === 4 ? ` Pasará a ${tecnicos.find((t) => t.idtecnico === v.idtecnicoDestino)?.nombre ?? 'otro técnico'}.` : ''}
            {faltaFirma(registro.parametros.get('requiere_firma_cliente'), registro.firmas.length > 0) ? ' El cliente no ha firmado.' : ''}
          </p>
          {hayCronometroEnMarcha(registro.tiempos) && <p>{MENSAJES_CIERRE.cronometroSeDetendra}</p>}
        </>
      ),
      enviar: async ({ valores: v, registro }) => {
        const entrada = { idparte_trabajo: registro.parte.idparte_trabajo, opcion: v.opcion, idtecnico, idtecnicoDestino: v.idtecnicoDestino, observaciones: v.observaciones };
        const { resultado } = await db.mutate('ordenTrabajo.finalizarOt', paramsFinalizar(entrada, () => crypto.randomUUID()));
        mostrar({ mensaje: mensajeCierre(etiquetasOpcionCierre[v.opcion], resultado) });
      },
    });
  }, [d.parte.idtecnico, d.tecnicos, db, mostrar]);

  if (!pendiente) {
    return (
      <div role="alert" className="alerta alerta-error">
        {MENSAJES_CIERRE.parteNoPendiente}
      </div>
    );
  }

  return (
    <>
      {avisoFirma && (
        <div role="alert" className="alerta alerta-error" data-testid="aviso-firma">
          <p>{MENSAJES_CIERRE.sinFirma}</p>
          <Link to="/offline/partes/$idparte_trabajo/firmar" params={params} className="boton">
            Ir a firmar
          </Link>
        </div>
      )}
      <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
        <h2 id={`${id}-titulo`}>Cierre</h2>
        <FormularioDeclarado
          declaracion={declaracion}
          valores={VALORES_INICIALES}
          registro={d}
          modo="alta"
          despues={() => navegar({ to: '/offline/partes/$idparte_trabajo/resumen', params })}
        />
      </section>
    </>
  );
}
