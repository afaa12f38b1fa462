/**
 * Ficha de una cita (/citas/{id}): tarjeta de datos con su titular y su operación (enlace), 'Modificar'
 * y 'Marcar realizada' para quien puede modificar citas, 'Enviar la cita por correo' (confirmación al
 * cliente, por la bandeja de salida: sin conexión también) y los correos ya enviados.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { entidades } from '../../../schemas';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { BotonAccion } from '../../ui/accion/BotonAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { BotonCorreo } from '../../ui/dialogos/BotonCorreo';
import { CorreosEnviados } from '../../ui/dialogos/CorreosEnviados';
import { formatearFecha, formatearHora } from '../../lib/formato';
import { NombreTitular, useTitular } from '../operaciones/titulares';
import { PLANTILLA_CONFIRMACION_CITA, plantillasCorreoCita } from './correo-cita';
import type { Cita } from './citas';
import { ETIQUETAS_TIPO_CITA, etiquetasCita, TEXTOS_CITAS as T } from './citas.labels';

export const tarjetaCita = tarjetaDe('cita', etiquetasCita, [
  { campo: 'asunto' },
  { campo: 'tipo', valor: (c) => ETIQUETAS_TIPO_CITA[c.tipo] },
  { campo: 'inicio' },
  { campo: 'fin' },
  { campo: 'lugar' },
  { externo: 'titular' },
  { externo: 'operacion' },
  { campo: 'realizada' },
  { campo: 'observaciones', ancho: true },
]);

export function CitaScreen({ idcita }: { idcita: string }) {
  return (
    <Documento coleccion="cita" id={idcita} nombre="Cita" volver={<Link to="/citas/">{T.volverLista}</Link>}>
      {(cita) => <FichaCita cita={cita} />}
    </Documento>
  );
}

function FichaCita({ cita }: { cita: Cita }) {
  const { db, sesion } = useVigia();
  const { idcita } = cita;
  const idop = cita.idoperacioncrm ?? '';
  const operacion = usePorIds('operacioncrm', [idop])?.get(idop);
  const puedeEditar = puede(sesion.usuario, 'cita', 'editar');
  const puedeEnviar = puede(sesion.usuario, 'correo', 'insertar');
  const externos = {
    titular: <NombreTitular registro={cita} />,
    operacion:
      idop === '' ? null : (
        <Link to="/operaciones/$idoperacioncrm" params={{ idoperacioncrm: idop }}>
          {operacion?.titulo ?? idop}
        </Link>
      ),
  };
  return (
    <div className="pantalla">
      <h1>{cita.asunto}</h1>
      <TarjetaEntidad declaracion={tarjetaCita} doc={cita} titulo={T.datos} externos={externos} />
      {puedeEditar && (
        <div className="botonera">
          <Link to="/citas/$idcita/edit" params={{ idcita }} className="boton boton-primario">
            {T.modificar}
          </Link>
          {!cita.realizada && (
            <BotonAccion ejecutar={() => db.mutate('cita.updateSync', { id: idcita, cambios: { realizada: true } })} exito={T.marcada}>
              {T.marcarRealizada}
            </BotonAccion>
          )}
          {puedeEnviar && <BotonCorreoCita cita={cita} />}
        </div>
      )}
      <CorreosEnviados origen={{ idtabla: IDTABLA_CITA, id: idcita }} />
    </div>
  );
}

/** idtabla de la cita: sus correos cuelgan de ella. */
const IDTABLA_CITA = entidades.cita.idtabla ?? 118;

function BotonCorreoCita({ cita }: { cita: Cita }) {
  const titular = useTitular(cita);
  const clientes = usePorIds('cliente', [cita.idcliente]);
  const potenciales = usePorIds('clientepotencial', [cita.idcliente_potencial]);
  const email = clientes?.get(cita.idcliente)?.email ?? potenciales?.get(cita.idcliente_potencial)?.email ?? null;
  const plantillas = useMemo(
    () =>
      plantillasCorreoCita({
        asunto: cita.asunto, tipo: ETIQUETAS_TIPO_CITA[cita.tipo], fecha: formatearFecha(cita.inicio), horaInicio: formatearHora(cita.inicio),
        horaFin: formatearHora(cita.fin), lugar: cita.lugar ?? null, titular: titular?.nombre ?? null,
      }),
    [cita, titular],
  );
  return (
    <BotonCorreo
      origen={{ idtabla: IDTABLA_CITA, id: cita.idcita }}
      etiqueta={T.enviarCorreo}
      email={email}
      plantillas={plantillas}
      plantillaInicial={PLANTILLA_CONFIRMACION_CITA}
    />
  );
}
