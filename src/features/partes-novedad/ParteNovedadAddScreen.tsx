/**
 * Alta de un parte de novedad (/partes-novedad/add): el formulario declarado de parte-novedad-formulario.ts
 * (puesto, título, descripción, gravedad, avisados y, opcionalmente, la primera novedad) en el alta
 * declarada. Al crearlo, 'Parte de novedad creado' y a su ficha. Sin conexión también: el mutador escribe en
 * el dispositivo y sube después. Solo un vigilante hace partes: a otro usuario se le dice en lugar del formulario.
 */
import { Link } from '@tanstack/react-router';
import { MENSAJES_VIGILANCIA } from '../../../replication/mutadores/vigilancia';
import { useVigia, type ContextoVigia } from '../../app/VigiaProvider';
import { AltaDeclarada, type Destino } from '../../ui/marco/EdicionDeclarada';
import { MarcoRegistro } from '../../ui/marco/MarcoRegistro';
import { formularioAltaParte, valoresAltaParte } from './parte-novedad-formulario';
import { TEXTOS_PARTES_NOVEDAD as T } from './partes-novedad.labels';

const formulario = ({ motor }: ContextoVigia, idparte_novedad: string) => formularioAltaParte({ motor, idparte_novedad });
const valores = () => valoresAltaParte(new Date());
const ficha = (idparte_novedad: string): Destino => ({ to: '/partes-novedad/$idparte_novedad', params: { idparte_novedad } });

export function ParteNovedadAddScreen() {
  const { sesion } = useVigia();
  return (
    <MarcoRegistro titulo={T.nuevo} volver={<Link to="/partes-novedad/">{T.volverLista}</Link>}>
      {sesion.usuario.idvigilante ? (
        <AltaDeclarada etiqueta={T.nuevo} formulario={formulario} valores={valores} registro={undefined} ficha={ficha} />
      ) : (
        <p className="aviso" role="note">
          {MENSAJES_VIGILANCIA.soloVigilantesParte}
        </p>
      )}
    </MarcoRegistro>
  );
}
